/** A message the page must announce (a failed call, in the server's words), or nothing. */
export default function ErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="alert-error" role="alert">
      {message}
    </p>
  );
}
