/**
 * Documents: every GST document (or plain receipt) issued, filtered by month and type, each with
 * its PDF; the filtered list as CSV (GET /admin/documents/csv) and, for a month, the GST report.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { documentTitles, documentTypes, formatDate, formatRupees, isMonth } from '@travel/server/domain';
import type { Booking, GstDocument } from '@travel/server/entities';
import { useState } from 'react';
import {
  DataTable,
  FilterButton,
  List,
  ReferenceField,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useListContext,
  useNotify,
} from 'react-admin';
import { GstReportButton } from '../finance/GstSummary.tsx';
import { ListErrorRetry } from '../layout/ListErrorRetry.tsx';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { downloadDocumentsCsv } from '../providers/financeCalls.ts';
import { DocumentPdfButton } from './DocumentPdfButton.tsx';

const Column = DataTable.Col<GstDocument>;

export const documentTypeChoices = documentTypes.map((type) => ({ id: type, name: documentTitles[type] }));

const documentFilters = [
  <TextInput key="month" source="month" label="Month" type="month" alwaysOn slotProps={{ inputLabel: { shrink: true } }} />,
  <SelectInput key="type" source="type" label="Type" choices={documentTypeChoices} alwaysOn />,
];

/** The filtered list as the server's CSV (every row, not only this page). */
const ExportCsvButton = () => {
  const { filterValues } = useListContext<GstDocument>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { month, type } = filterValues as { month?: string; type?: string };
      await downloadDocumentsCsv({ month: isMonth(month) ? month : undefined, type });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={busy}>
      Export CSV
    </Button>
  );
};

const DocumentActions = () => {
  const { filterValues } = useListContext<GstDocument>();
  const month = (filterValues as { month?: string }).month;
  return (
    <TopToolbar sx={{ alignItems: 'center', gap: 1 }}>
      <FilterButton />
      <ExportCsvButton />
      {isMonth(month) && <GstReportButton month={month} />}
    </TopToolbar>
  );
};

const BookingReference = () => (
  <ReferenceField<GstDocument, Booking>
    source="bookingId"
    reference="bookings"
    link="show"
    render={({ referenceRecord }) => referenceRecord?.reference}
  />
);

const NoDocuments = () => (
  <Box sx={{ textAlign: 'center', py: 6, width: '100%' }}>
    <Typography color="text.secondary">No documents here</Typography>
  </Box>
);

const DocumentRows = () => {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (small) {
    return (
      <SimpleList<GstDocument>
        primaryText={(d) => `${d.number} · ${documentTitles[d.type]}`}
        secondaryText={(d) => `${formatDate(d.issuedOn)} · ${formatRupees(d.amount)}`}
        tertiaryText={(d) => <DocumentPdfButton document={d} />}
        linkType={false}
        empty={<NoDocuments />}
      />
    );
  }
  return (
    // Twelve columns: tighter cells so they fit beside the menu from 1280 px, and the PDF by its number, so on a
    // narrower screen it is the tax figures that scroll, never the button.
    <DataTable<GstDocument>
      bulkActionButtons={false}
      rowClick={false}
      empty={<NoDocuments />}
      sx={{ '& .MuiTableCell-root': { px: 1 }, '& .MuiTableCell-root:first-of-type': { pl: 2 } }}
    >
      <Column source="number" label="Number" render={(d) => <strong style={{ whiteSpace: 'nowrap' }}>{d.number}</strong>} />
      <Column label="PDF" disableSort render={(d) => <DocumentPdfButton document={d} />} />
      <Column source="type" label="Type" render={(d) => documentTitles[d.type]} />
      <Column source="issuedOn" label="Issued" render={(d) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(d.issuedOn)}</span>} />
      <Column source="bookingId" label="Booking" disableSort render={() => <BookingReference />} />
      <Column source="placeOfSupply" label="State" disableSort />
      <Column source="gstRatePercent" label="Rate" align="right" disableSort render={(d) => `${d.gstRatePercent} %`} />
      <Column source="taxableValue" label="Taxable" align="right" disableSort render={(d) => formatRupees(d.taxableValue)} />
      <Column source="cgst" label="CGST" align="right" disableSort render={(d) => formatRupees(d.cgst)} />
      <Column source="sgst" label="SGST" align="right" disableSort render={(d) => formatRupees(d.sgst)} />
      <Column source="igst" label="IGST" align="right" disableSort render={(d) => formatRupees(d.igst)} />
      <Column source="amountPaise" label="Total" align="right" render={(d) => formatRupees(d.amount)} />
    </DataTable>
  );
};

const DocumentList = () => {
  usePageTitle('Documents');
  return (
    <List
      title="Documents"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      filters={documentFilters}
      actions={<DocumentActions />}
      exporter={false}
      error={<ListErrorRetry />}
      empty={false}
    >
      <DocumentRows />
    </List>
  );
};

export default DocumentList;
