/**
 * Where uploaded media live (local disk or S3). The routes only need to forget files when the
 * trip or review that used them is deleted; the upload routes own the rest.
 */
export interface MediaStorage {
  /** Removes the files behind these URLs when they are ours; others (external links) are left alone. */
  removeFiles(urls: (string | null | undefined)[]): Promise<void>;
}

/** The media a record used before an edit and no longer uses after it: to remove once saved. */
export function droppedMedia(before: (string | null | undefined)[], after: (string | null | undefined)[]): string[] {
  const kept = new Set(after.filter(Boolean));
  return before.filter((url): url is string => Boolean(url) && !kept.has(url));
}
