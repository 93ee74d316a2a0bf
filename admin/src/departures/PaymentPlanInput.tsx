/**
 * The departure form's payment plan (DESIGN "Each pays their share"): a small table, one row per
 * payment (the first at booking, the others days before the start, with their percent), and a live
 * example in rupees for one seat at the departure's price. The rules and their messages are the
 * domain's parsePaymentPlan (through validateDeparture); an empty table is no plan: the deposit now and
 * the balance by the balance date.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  Box,
  Button,
  FormHelperText,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  calendarDay,
  formatDate,
  formatPaise,
  parsePaymentPlan,
  paymentPlanMessages,
  planExample,
  rupeesToPaise,
} from '@travel/server/domain';
import { useInput, ValidationError, type ValidationErrorMessage } from 'react-admin';

/** A row as typed: numbers, or '' while a field is empty. */
type Row = { daysBefore: number | null | ''; percent: number | '' };

const numberOrBlank = (text: string): number | '' => (text.trim() === '' || !Number.isFinite(Number(text)) ? '' : Number(text));

/** The example's seat price (paise): the form's own price, else the trip's. */
export function PlanExample({ plan, pricePaise, startDate }: { plan: Row[]; pricePaise: number | null; startDate: string | null }) {
  const parsed = parsePaymentPlan(plan);
  if (!pricePaise || parsed.error !== undefined || !parsed.value) return null;
  const today = calendarDay();
  const parts = planExample(parsed.value, pricePaise, startDate, today);
  return (
    <Box data-testid="payment-plan-example" sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {paymentPlanMessages.example(formatPaise(pricePaise))}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {parts.map((part, index) => (
          <Typography component="li" variant="body2" key={index}>
            {formatPaise(part.amountPaise)} · {part.dueDate ? formatDate(part.dueDate) : paymentPlanMessages.atBooking}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

export const PaymentPlanInput = ({ price, startDate }: { price: number | null; startDate: string | null }) => {
  const { field, fieldState } = useInput<Row[] | null>({ source: 'paymentPlan' });
  const rows: Row[] = Array.isArray(field.value) ? field.value : [];
  const set = (next: Row[]) => field.onChange(next.length ? next : null);
  const change = (index: number, patch: Partial<Row>) => set(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const add = () => {
    const used = rows.reduce((sum, row) => sum + (typeof row.percent === 'number' ? row.percent : 0), 0);
    const last = rows[rows.length - 1]?.daysBefore;
    const daysBefore = rows.length === 0 ? null : typeof last === 'number' ? Math.max(1, last - 15) : 30;
    set([...rows, { daysBefore, percent: Math.max(0, 100 - used) }]);
  };
  // react-admin hands a form-level message over as text or as {message, args}: ValidationError reads both.
  const error = fieldState.error?.message as ValidationErrorMessage | undefined;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%', mb: 2 }} aria-describedby="payment-plan-help">
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {paymentPlanMessages.title}
      </Typography>
      <FormHelperText id="payment-plan-help" sx={{ mt: 0 }}>
        {paymentPlanMessages.help}
      </FormHelperText>
      {rows.length > 0 && (
        <Table size="small" aria-label={paymentPlanMessages.title} sx={{ maxWidth: 480 }}>
          <TableHead>
            <TableRow>
              <TableCell>{paymentPlanMessages.whenColumn}</TableCell>
              <TableCell>{paymentPlanMessages.percentColumn}</TableCell>
              <TableCell>{paymentPlanMessages.removeColumn}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={index}>
                <TableCell>
                  {index === 0 ? (
                    paymentPlanMessages.atBooking
                  ) : (
                    <TextField
                      type="number"
                      size="small"
                      value={row.daysBefore ?? ''}
                      onChange={(event) => change(index, { daysBefore: numberOrBlank(event.target.value) })}
                      slotProps={{
                        htmlInput: { min: 1, max: 365, step: 1, 'aria-label': `${paymentPlanMessages.whenColumn}, payment ${index + 1}` },
                      }}
                      sx={{ width: 110 }}
                    />
                  )}
                </TableCell>
                <TableCell>
                  <TextField
                    type="number"
                    size="small"
                    value={row.percent}
                    onChange={(event) => change(index, { percent: numberOrBlank(event.target.value) })}
                    slotProps={{
                      htmlInput: { min: 0, max: 100, step: 1, 'aria-label': `${paymentPlanMessages.percentColumn}, payment ${index + 1}` },
                    }}
                    sx={{ width: 96 }}
                  />
                </TableCell>
                <TableCell>
                  <IconButton
                    aria-label={`${paymentPlanMessages.removeStep} ${index + 1}`}
                    onClick={() =>
                      set(rows.filter((_, i) => i !== index).map((each, i) => (i === 0 ? { ...each, daysBefore: null } : each)))
                    }
                  >
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Button size="small" startIcon={<AddIcon />} onClick={add} sx={{ mt: 1 }}>
        {paymentPlanMessages.addStep}
      </Button>
      {error && (
        <FormHelperText error role="alert">
          <ValidationError error={error} />
        </FormHelperText>
      )}
      <PlanExample plan={rows} pricePaise={price === null ? null : rupeesToPaise(price)} startDate={startDate} />
    </Box>
  );
};
