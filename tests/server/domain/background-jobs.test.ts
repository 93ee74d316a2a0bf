/** What a failed job is called in the back office, and how its tries read. */
import { describe, expect, it } from 'vitest';
import { jobLabel, triesText } from '../../../server/src/domain/index.ts';

describe('jobLabel', () => {
  it('names the record a job works on, or else its queue', () => {
    expect(
      jobLabel({ queue: 'traveller-message', message: { template: 'booking_confirmed', to: '+919876543210', reference: 'TRV-7K2M' } }),
    ).toBe('Message booking_confirmed to +919876543210 (booking TRV-7K2M)');
    expect(jobLabel({ queue: 'traveller-message', message: { template: 'departure_update', to: '+919876543210', reference: null } })).toBe(
      'Message departure_update to +919876543210',
    );
    expect(jobLabel({ queue: 'refund-send', refund: { amountPaise: 125_000_50, reference: 'TRV-7K2M' } })).toBe(
      'Refund ₹1,25,000.50 of booking TRV-7K2M',
    );
    expect(jobLabel({ queue: 'notify-booking', booking: { reference: 'TRV-7K2M' } })).toBe('Booking TRV-7K2M passed on to the business');
    expect(jobLabel({ queue: 'notify-customization-request', request: { from: 'kavya_r' } })).toBe(
      'Customization request from kavya_r passed on to the business',
    );
    expect(jobLabel({ queue: 'booking-hold-sweep' })).toBe('booking-hold-sweep');
    expect(jobLabel({ queue: 'traveller-message', message: null })).toBe('traveller-message');
  });

  it('counts tries', () => {
    expect(triesText(1)).toBe('1 try');
    expect(triesText(3)).toBe('3 tries');
  });
});
