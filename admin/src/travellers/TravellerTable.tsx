/**
 * Travellers with their readiness, the way the back office shows them on a booking's page and a departure's Readiness
 * tab: name, status, what is missing, emergency contact, medical notes and dietary needs, the fitness proof with its
 * review, and (on the departure) the booking and a Remind action. A table from tablet width, cards on phones.
 */
import { Chip, Typography } from '@mui/material';
import { formatPhone, missingDetailLabels, missingDetailsOf } from '@travel/server/domain';
import type { TripRequirements } from '@travel/server/domain';
import type { BookingTraveller } from '@travel/server/entities';
import type { ReactNode } from 'react';
import { waitingChip } from '../bookings/BookingStatusChip.tsx';
import { StackedTable, type StackedColumn } from '../layout/StackedTable.tsx';
import { FitnessProofActions } from './FitnessProofActions.tsx';

export type TravellerRow = BookingTraveller & { bookingId: string; bookingReference?: string };

const phoneOf = (mobile: { countryCode: string; number: string }) =>
  formatPhone({ countryCode: mobile.countryCode, mobileNumber: mobile.number });

export const missingText = (traveller: BookingTraveller, requirements: TripRequirements): string =>
  missingDetailsOf(traveller, requirements)
    .map((item) => missingDetailLabels[item])
    .join(', ');

interface Props {
  label: string;
  testId: string;
  travellers: TravellerRow[];
  requirements: TripRequirements;
  onChange: () => void;
  /** Columns added at the start (the booking) and the end (Remind). */
  booking?: (row: TravellerRow) => ReactNode;
  action?: (row: TravellerRow) => ReactNode;
}

export const TravellerTable = ({ label, testId, travellers, requirements, onChange, booking, action }: Props) => {
  const columns: StackedColumn<TravellerRow>[] = [
    {
      label: 'Traveller',
      title: true,
      value: (row) => `${row.position}. ${row.name || '(no name yet)'}${row.lead ? ' (lead)' : ''}${row.kind === 'kid' ? ' · kid' : ''}`,
    },
    {
      label: 'Status',
      amount: true,
      value: (row) => (
        <Chip
          size="small"
          label={row.status === 'complete' ? 'Ready' : 'Incomplete'}
          {...(row.status === 'complete' ? { color: 'success' as const } : waitingChip)}
        />
      ),
    },
    ...(booking ? [{ label: 'Booking', labelled: true, value: booking }] : []),
    { label: 'Missing', labelled: true, value: (row) => missingText(row, requirements) || '—' },
    {
      label: 'Emergency contact',
      labelled: true,
      value: (row) =>
        row.emergencyContact
          ? `${row.emergencyContact.name} (${row.emergencyContact.relation}) ${phoneOf(row.emergencyContact.mobile)}`
          : '—',
    },
    {
      label: 'Health and food',
      labelled: true,
      value: (row) => [row.medicalNotes, row.dietary].filter(Boolean).join(' · ') || '—',
    },
    ...(requirements.fitnessProof
      ? [
          {
            label: 'Fitness proof',
            labelled: true,
            value: (row: TravellerRow) => <FitnessProofActions bookingId={row.bookingId} traveller={row} onReviewed={onChange} />,
          },
        ]
      : []),
    ...(action ? [{ label: 'Action', value: action }] : []),
  ];
  if (travellers.length === 0) return <Typography color="text.secondary">No travellers.</Typography>;
  return <StackedTable label={label} testId={testId} rows={travellers} rowKey={(row) => row.id} columns={columns} />;
};
