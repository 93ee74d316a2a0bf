/**
 * The dashboard's bookings figures from one call (GET /admin/bookings/summary): money due and money
 * collected this month, and the upcoming departures with their seats filled.
 */
import { Box } from '@mui/material';
import type { BookingSummary } from '@travel/server/entities';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { BookingMoney } from './BookingMoney.tsx';
import { UpcomingDepartures } from './UpcomingDepartures.tsx';

export interface SummaryState {
  summary: BookingSummary | null;
  error: Error | null;
}

function useBookingSummary(): SummaryState {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [state, setState] = useState<SummaryState>({ summary: null, error: null });
  useEffect(() => {
    let current = true;
    dataProvider
      .getBookingSummary()
      .then((summary) => current && setState({ summary, error: null }))
      .catch((error: Error) => current && setState({ summary: null, error }));
    return () => {
      current = false;
    };
  }, [dataProvider]);
  return state;
}

export const BookingsOverview = () => {
  const state = useBookingSummary();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start' }}>
      <BookingMoney {...state} />
      <UpcomingDepartures {...state} />
    </Box>
  );
};
