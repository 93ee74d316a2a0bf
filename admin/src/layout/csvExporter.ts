/** CSV export of an admin list (react-admin's ExportButton): readable columns chosen per resource. */
import jsonExport from 'jsonexport/dist';
import { downloadCSV } from 'react-admin';
import type { Exporter, RaRecord } from 'react-admin';

export function csvExporter<R extends RaRecord>(fileName: string, row: (record: R) => Record<string, unknown>): Exporter<R> {
  return (records) => {
    jsonExport(records.map(row), (error: Error | null, csv: string) => {
      if (!error) downloadCSV(csv, fileName);
    });
  };
}
