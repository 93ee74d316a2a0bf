/**
 * docs/product.md#screens dashboard: the collapsible Configure Statistics panel (amazingTrips, happyTravelers,
 * destinations; numbers, minimum 0). Saves through PUT /statistics with the product's (docs/product.md#errors) messages.
 */
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import InsightsIcon from '@mui/icons-material/Insights';
import { Alert, Box, Button, Card, CardContent, Collapse, Stack, Typography } from '@mui/material';
import { defaultStatistics, messages, validateStatistics } from '@travel/server/domain';
import type { Statistics } from '@travel/server/entities';
import { useEffect, useState } from 'react';
import { Form, NumberInput, useDataProvider, useNotify } from 'react-admin';
import { SaveStatisticsButton } from './SaveStatisticsButton.tsx';
import type { AdminDataProvider } from '../providers/dataProvider.ts';

const fields: { source: keyof Statistics; label: string }[] = [
  { source: 'amazingTrips', label: 'Amazing Trips' },
  { source: 'happyTravelers', label: 'Happy Travelers' },
  { source: 'destinations', label: 'Destinations' },
];

export const StatisticsPanel = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [statistics, setStatistics] = useState<Statistics | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  // Loaded with the dashboard, so the panel opens with the current values at once.
  useEffect(() => {
    if (statistics) return;
    dataProvider
      .getStatistics()
      .then(setStatistics)
      .catch(() => {
        // docs/product.md#errors: a statistics load failure keeps the defaults.
        setLoadFailed(true);
        setStatistics({ ...defaultStatistics });
      });
  }, [statistics, dataProvider]);

  const save = async (values: Partial<Statistics>) => {
    setSaving(true);
    try {
      const saved = await dataProvider.updateStatistics({
        amazingTrips: Number(values.amazingTrips),
        happyTravelers: Number(values.happyTravelers),
        destinations: Number(values.destinations),
      });
      setStatistics(saved);
      notify(messages.statisticsUpdated, { type: 'success' });
    } catch {
      notify(messages.statisticsUpdateFailed, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <Button
        fullWidth
        onClick={() => setOpen((shown) => !shown)}
        aria-expanded={open}
        aria-controls="statistics-panel"
        startIcon={<InsightsIcon />}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ justifyContent: 'flex-start', px: 2, py: 1.5, '& .MuiButton-endIcon': { ml: 'auto' } }}
      >
        Configure Statistics
      </Button>
      <Collapse in={open} unmountOnExit>
        <CardContent id="statistics-panel">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            The three counters on the public landing page.
          </Typography>
          {loadFailed && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              Could not load the current statistics; showing the defaults.
            </Alert>
          )}
          {statistics ? (
            <Form record={statistics} onSubmit={save} validate={validateStatistics} noValidate>
              <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
                {fields.map((field) => (
                  <NumberInput key={field.source} source={field.source} label={field.label} min={0} step={1} fullWidth />
                ))}
              </Box>
              <Stack direction="row" justifyContent="flex-end">
                <SaveStatisticsButton saving={saving} />
              </Stack>
            </Form>
          ) : (
            <Typography color="text.secondary">Loading...</Typography>
          )}
        </CardContent>
      </Collapse>
    </Card>
  );
};
