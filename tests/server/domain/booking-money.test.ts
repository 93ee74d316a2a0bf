/** The money rules shared by the server, the site and the back office: what is owed, a party's amounts, and labels. */
import { describe, expect, it } from 'vitest';
import {
  balanceDuePaise,
  departureStateLabel,
  leadTravellerName,
  partyAmounts,
  partyTotalText,
  travellerTypeOf,
} from '../../../server/src/domain/index.ts';

describe('money owed', () => {
  it('is nothing on a cancelled or expired booking, else the total less what was paid', () => {
    expect(balanceDuePaise('cancelled', 0, 6_000_000)).toBe(0);
    expect(balanceDuePaise('expired', 1_000_000, 6_000_000)).toBe(0);
    expect(balanceDuePaise('pending_payment', 0, 6_000_000)).toBe(6_000_000);
    expect(balanceDuePaise('confirmed', 1_500_000, 6_000_000)).toBe(4_500_000);
    expect(balanceDuePaise('paid', 7_000_000, 6_000_000)).toBe(0);
  });
});

describe('a party priced by adults and children', () => {
  const prices = { pricePaise: 1_850_000, kidPricePaise: 900_000, depositPaise: 462_500 };

  it('adds adults at the adult price and kids at the child price, each deposit capped at its seat price', () => {
    expect(partyAmounts({ adults: 2, kids: 1 }, prices)).toEqual({ totalPaise: 4_600_000, depositPaise: 1_387_500 });
    expect(partyAmounts({ adults: 1, kids: 2 }, { ...prices, kidPricePaise: 100_000 })).toEqual({
      totalPaise: 2_050_000,
      depositPaise: 662_500,
    });
  });

  it('says how the total adds up', () => {
    expect(partyTotalText({ adults: 2, kids: 1 }, prices)).toBe('2 adults × ₹18,500 + 1 child × ₹9,000 = ₹46,000');
    expect(partyTotalText({ adults: 1, kids: 0 }, prices)).toBe('1 adult × ₹18,500 = ₹18,500');
  });
});

describe('back-office labels', () => {
  it("reads an open departure without seats as 'Sold out'", () => {
    expect(departureStateLabel({ status: 'open', seatsLeft: 0 })).toBe('Sold out');
    expect(departureStateLabel({ status: 'open', seatsLeft: 3 })).toBe('Open');
    expect(departureStateLabel({ status: 'closed', seatsLeft: 0 })).toBe('Closed');
  });

  it('names the lead traveller, and marks adults before kids', () => {
    const user = { id: 'u', username: 'asha_92', mobileNumber: '9876543210', countryCode: '91' };
    expect(leadTravellerName({ user, travellers: [{ name: 'Asha Rao' }] })).toBe('Asha Rao');
    expect(leadTravellerName({ user, travellers: [] })).toBe('asha_92');
    expect([0, 1, 2].map((i) => travellerTypeOf(i, 2))).toEqual(['Adult', 'Adult', 'Kid']);
  });
});
