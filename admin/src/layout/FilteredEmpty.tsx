/**
 * A list that comes back empty while a search or filter is on says so, shows what is active and
 * offers to clear it; with nothing active it shows the resource's own empty state.
 */
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';

/** The filters that actually narrow the list: blank values do not count. */
export const activeFilters = (filterValues: Record<string, unknown> | undefined): [string, unknown][] =>
  Object.entries(filterValues ?? {}).filter(([, value]) => value !== '' && value !== undefined && value !== null);

const filterLabel = (name: string, value: unknown): string => (name === 'q' ? `Search: “${String(value)}”` : `${name}: ${String(value)}`);

export const FilteredEmpty = ({ children }: { children: ReactNode }) => {
  const { filterValues, setFilters } = useListContext();
  const active = activeFilters(filterValues);
  if (active.length === 0) return <>{children}</>;
  return (
    <Box sx={{ textAlign: 'center', py: 6, width: '100%' }} role="status" data-testid="filtered-empty">
      <Typography variant="h6" component="p" color="text.secondary">
        No results found
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        Nothing matches the current search or filters.
      </Typography>
      <Stack direction="row" spacing={1} justifyContent="center" flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
        {active.map(([name, value]) => (
          <Chip key={name} label={filterLabel(name, value)} />
        ))}
      </Stack>
      <Button variant="contained" startIcon={<FilterAltOffIcon />} onClick={() => setFilters({}, [])}>
        Clear filters
      </Button>
    </Box>
  );
};
