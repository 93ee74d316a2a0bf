/** jsonexport (react-admin's CSV writer) ships no types. */
declare module 'jsonexport/dist' {
  function jsonExport(data: unknown, callback: (error: Error | null, csv: string) => void): void;
  export default jsonExport;
}
