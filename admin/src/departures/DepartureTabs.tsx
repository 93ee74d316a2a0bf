/** Below a departure's form: its waitlist and its travellers' readiness, one tab each (the tab is kept in the address). */
import { Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import type { Departure } from '@travel/server/entities';
import { useRecordContext } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { DepartureReadiness } from './DepartureReadiness.tsx';
import { DepartureWaitlist } from './DepartureWaitlist.tsx';

type TabName = 'waitlist' | 'readiness';

export const DepartureTabs = () => {
  const departure = useRecordContext<Departure>();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'readiness' ? 'readiness' : 'waitlist';
  if (!departure) return null;
  return (
    // On a phone the form's toolbar is fixed at the bottom: room below, so the last row scrolls above it.
    <Box sx={{ mt: 2, mb: { xs: 12, sm: 0 } }}>
      <Tabs
        value={tab}
        onChange={(_event, value: TabName) => setSearch({ tab: value }, { replace: true })}
        aria-label="Departure's travellers"
      >
        <Tab value="waitlist" label="Waitlist" id="departure-tab-waitlist" aria-controls="departure-panel-waitlist" />
        <Tab value="readiness" label="Readiness" id="departure-tab-readiness" aria-controls="departure-panel-readiness" />
      </Tabs>
      <div role="tabpanel" id={`departure-panel-${tab}`} aria-labelledby={`departure-tab-${tab}`}>
        {tab === 'waitlist' ? (
          <DepartureWaitlist />
        ) : (
          <Card variant="outlined" sx={{ mt: 2 }}>
            <CardContent>
              <DepartureReadiness departure={departure} />
            </CardContent>
          </Card>
        )}
      </div>
    </Box>
  );
};
