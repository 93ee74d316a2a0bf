import { describe, expect, it } from 'vitest';
import {
  checkCustomization,
  checkTripDatesNotPast,
  firstError,
  isValidDate,
  normalizeCountryCode,
  validateAdminLogin,
  validateCountryCode,
  validateMobileNumber,
  validateOtp,
  validateReview,
  validateStatistics,
  validateTrip,
  validateUsername,
} from '../../../server/src/domain/index.ts';

describe('admin login (docs/product.md#rules)', () => {
  it.each([
    [{}, { email: 'Email is required', password: 'Password is required' }],
    [
      { email: '  ', password: '' },
      { email: 'Email is required', password: 'Password is required' },
    ],
    [{ email: 'admin', password: 'secret1' }, { email: 'Please enter a valid email address' }],
    [{ email: 'admin@site', password: 'secret1' }, { email: 'Please enter a valid email address' }],
    [{ email: 'a b@site.in', password: 'secret1' }, { email: 'Please enter a valid email address' }],
    [{ email: 'admin@site.in', password: '12345' }, { password: 'Password must be at least 6 characters' }],
    [{ email: 'admin@site.in', password: '123456' }, {}],
    [{ email: ' admin@site.in ', password: 'abcdef' }, {}],
    [
      { email: 42, password: ['secret1'] },
      { email: 'Email is required', password: 'Password is required' },
    ],
  ])('%j → %j', (input, errors) => {
    expect(validateAdminLogin(input)).toEqual(errors);
  });

  it('firstError gives the first failing rule, or null', () => {
    expect(firstError(validateAdminLogin({}))).toBe('Email is required');
    expect(firstError(validateAdminLogin({ email: 'a@b.in', password: 'secret1' }))).toBeNull();
  });
});

describe('mobile number, username, OTP (docs/product.md#rules)', () => {
  it.each([
    ['', 'Mobile number is required'],
    [null, 'Mobile number is required'],
    ['   ', 'Mobile number is required'],
    ['98765 43210', 'Please enter a valid mobile number'],
    ['+919876543210', 'Please enter a valid mobile number'],
    ['98765-43210', 'Please enter a valid mobile number'],
    ['abcdefghij', 'Please enter a valid mobile number'],
    ['123', 'Please enter a valid mobile number'],
    ['1234567890123456', 'Please enter a valid mobile number'],
    ['9876543210', null],
    [' 9876543210 ', null],
    ['1234', null],
  ])('mobile %j → %j', (value, message) => {
    expect(validateMobileNumber(value)).toBe(message);
  });

  it.each([
    ['', 'Username is required'],
    ['  ', 'Username is required'],
    ['ab', 'Username must be at least 3 characters'],
    ['abc', null],
    ['a'.repeat(50), null],
    ['a'.repeat(51), 'Username must be less than 50 characters'],
    ['priya sharma', 'Username can only contain letters, numbers, and underscores'],
    ['priya-sharma', 'Username can only contain letters, numbers, and underscores'],
    ['प्रिया', 'Username can only contain letters, numbers, and underscores'],
    ['priya_2025', null],
    ['___', null],
  ])('username %j → %j', (value, message) => {
    expect(validateUsername(value)).toBe(message);
  });

  it.each([
    ['', 'OTP is required'],
    [undefined, 'OTP is required'],
    ['123', 'Please enter a valid 4-digit OTP'],
    ['12345', 'Please enter a valid 4-digit OTP'],
    ['12a4', 'Please enter a valid 4-digit OTP'],
    ['١٢٣٤', 'Please enter a valid 4-digit OTP'],
    ['0000', null],
    ['4821', null],
    [4821, null],
  ])('OTP %j → %j', (value, message) => {
    expect(validateOtp(value)).toBe(message);
  });

  it('country codes: 1 to 4 digits, with or without +, stored without it', () => {
    expect(validateCountryCode('91')).toBeNull();
    expect(validateCountryCode('+1')).toBeNull();
    expect(validateCountryCode('12345')).not.toBeNull();
    expect(validateCountryCode('IN')).not.toBeNull();
    expect(normalizeCountryCode(' +91 ')).toBe('91');
  });
});

const trip = (overrides: Record<string, unknown> = {}) => ({
  place: 'Goa',
  price: 100,
  days: '4N/3D',
  description: 'Beaches',
  googleSheetUrl: 'https://sheet.example.in/x',
  ...overrides,
});

describe('trip rules (docs/product.md#rules)', () => {
  it('accepts a minimal trip and a full one', () => {
    expect(validateTrip(trip())).toEqual({});
    expect(
      validateTrip(
        trip({
          startDate: '2030-01-01',
          endDate: '2030-01-02',
          groupSize: 1,
          price: 0.01,
          images: ['/uploads/a.jpg'],
          video: 'https://v.example.in/a.mp4',
          itineraryPdf: '/uploads/a.pdf',
        }),
      ),
    ).toEqual({});
  });

  it.each([
    '4N/3D',
    '4n/3d',
    '4N / 3D',
    '3D/4N',
    '7 days',
    '1 day',
    '7days',
    '2 weeks',
    '1 week',
    '3 months',
    '1 month',
    '1 year',
    '2 years',
    '5 days 4 nights',
    '5 days, 4 nights',
    'flexible',
    'Flexible',
    'CUSTOM',
    '10N/11D',
  ])('accepts the duration %j', (days) => {
    expect(validateTrip(trip({ days })).days).toBeUndefined();
  });

  it.each([
    ['', 'Duration is required'],
    ['   ', 'Duration is required'],
    ['7', 'Duration must be at least 2 characters long'],
    [' 7 ', 'Duration must be at least 2 characters long'],
    [`${'9'.repeat(46)} days`, 'Duration must be less than 50 characters'],
    ['a week or so', "Please enter a valid duration format (e.g., '4N/3D', '7 days', '2 weeks')"],
    ['77', "Please enter a valid duration format (e.g., '4N/3D', '7 days', '2 weeks')"],
    ['4N', "Please enter a valid duration format (e.g., '4N/3D', '7 days', '2 weeks')"],
    ['days 7', "Please enter a valid duration format (e.g., '4N/3D', '7 days', '2 weeks')"],
    ['7 fortnights', "Please enter a valid duration format (e.g., '4N/3D', '7 days', '2 weeks')"],
  ])('refuses the duration %j with %j', (days, message) => {
    expect(validateTrip(trip({ days })).days).toBe(message);
  });

  it('a duration of exactly 50 characters passes the length rule (SPEC: 2 to 50)', () => {
    const fifty = `${'9'.repeat(45)} days`;
    expect(fifty).toHaveLength(50);
    expect(validateTrip(trip({ days: fifty })).days).toBeUndefined();
    expect(validateTrip(trip({ days: '2N' })).days).toBe("Please enter a valid duration format (e.g., '4N/3D', '7 days', '2 weeks')");
  });

  it.each([
    [{ place: '' }, 'place', 'Destination is required'],
    [{ place: null }, 'place', 'Destination is required'],
    [{ startDate: '2030-01-02', endDate: '2030-01-01' }, 'endDate', 'End date must be after start date'],
    [{ startDate: '2030-01-02', endDate: '2030-01-02' }, 'endDate', 'End date must be after start date'],
    [{ price: 0 }, 'price', 'Price must be greater than 0'],
    [{ price: -1 }, 'price', 'Price must be greater than 0'],
    [{ price: '' }, 'price', 'Price must be greater than 0'],
    [{ price: 'ten' }, 'price', 'Price must be greater than 0'],
    [{ price: true }, 'price', 'Price must be greater than 0'],
    [{ price: [100] }, 'price', 'Price must be greater than 0'],
    [{ groupSize: 0 }, 'groupSize', 'Group size must be a positive integer'],
    [{ groupSize: 1.5 }, 'groupSize', 'Group size must be a positive integer'],
    [{ groupSize: '3.0x' }, 'groupSize', 'Group size must be a positive integer'],
    [{ groupSize: [3] }, 'groupSize', 'Group size must be a positive integer'],
    [{ description: '' }, 'description', 'Description is required'],
    [{ googleSheetUrl: '' }, 'googleSheetUrl', 'Google Sheet URL is required'],
  ])('%j → %s: %j', (change, field, message) => {
    expect(validateTrip(trip(change))[field as 'place']).toBe(message);
  });

  it('an optional field left empty is fine: dates, group size, media', () => {
    expect(validateTrip(trip({ startDate: '', endDate: null, groupSize: '', video: '', itineraryPdf: null, images: [] }))).toEqual({});
    expect(validateTrip(trip({ startDate: '2030-01-01' }))).toEqual({});
    expect(validateTrip(trip({ endDate: '2030-01-01' }))).toEqual({});
  });

  it('reports every failing field, the first in SPEC order', () => {
    const errors = validateTrip({ startDate: '2030-01-02', endDate: '2030-01-01', price: 0, days: '', groupSize: -1 });
    expect(Object.values(errors)).toEqual([
      'Destination is required',
      'End date must be after start date',
      'Price must be greater than 0',
      'Duration is required',
      'Group size must be a positive integer',
      'Description is required',
      'Google Sheet URL is required',
    ]);
  });

  it('allows at most 10 images, all web addresses or uploads', () => {
    expect(validateTrip(trip({ images: Array(10).fill('/uploads/a.jpg') })).images).toBeUndefined();
    expect(validateTrip(trip({ images: Array(11).fill('/uploads/a.jpg') })).images).toBe('Too many images: 11. Maximum 10 images allowed.');
    expect(validateTrip(trip({ images: ['data:image/png;base64,AAAA'] })).images).toBeDefined();
    expect(validateTrip(trip({ images: ['/uploads/../../etc/passwd x'] })).images).toBeDefined();
  });

  it('knows real calendar dates', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2025-02-29')).toBe(false);
    expect(isValidDate('2025-13-01')).toBe(false);
    expect(isValidDate('05/03/2025')).toBe(false);
  });
});

describe('review rules (docs/product.md#rules)', () => {
  const review = (overrides: Record<string, unknown> = {}) => ({ reviewerName: 'Priya', reviewText: 'Great', rating: 5, ...overrides });

  it('accepts ratings 1 to 5, as numbers or numeric text', () => {
    for (const rating of [1, 2, 3, 4, 5, '3']) expect(validateReview(review({ rating }))).toEqual({});
  });

  it.each([0, 6, 2.5, '', null, 'five', true, [5]])('refuses the rating %j', (rating) => {
    expect(validateReview(review({ rating })).rating).toBe('Please select a rating between 1 and 5');
  });

  it('needs a trimmed reviewer name and review text, in SPEC order (name, text, rating)', () => {
    expect(validateReview(review({ reviewerName: '   ' })).reviewerName).toBe('Reviewer name is required');
    expect(validateReview(review({ reviewText: ' \n ' })).reviewText).toBe('Review text is required');
    expect(Object.values(validateReview({ reviewerName: '', reviewText: '', rating: 0 }))).toEqual([
      'Reviewer name is required',
      'Review text is required',
      'Please select a rating between 1 and 5',
    ]);
  });

  it('allows at most 3 images', () => {
    expect(validateReview(review({ images: ['/uploads/1.jpg', '/uploads/2.jpg', '/uploads/3.jpg'] }))).toEqual({});
    expect(validateReview(review({ images: ['/uploads/1.jpg', '/uploads/2.jpg', '/uploads/3.jpg', '/uploads/4.jpg'] })).images).toBe(
      'Too many images: 4. Maximum 3 images allowed.',
    );
  });
});

describe('statistics rules (docs/product.md#rules: numbers, minimum 0)', () => {
  it('accepts whole numbers of 0 or more, also as numeric text', () => {
    expect(validateStatistics({ amazingTrips: 0, happyTravelers: '15', destinations: 50 })).toEqual({});
  });

  it.each([-1, 1.5, '', null, 'ten', true, [1], { n: 1 }])('refuses %j', (value) => {
    expect(validateStatistics({ amazingTrips: value, happyTravelers: 1, destinations: 1 }).amazingTrips).toBe(
      'Statistics must be whole numbers of 0 or more',
    );
  });
});

describe('customization request (docs/product.md#rules, checked in order, each a warning popup)', () => {
  const form = (overrides: Record<string, unknown> = {}) => ({
    preferredPlace: 'Goa',
    numberOfMembers: 2,
    startDate: '2030-01-01',
    endDate: '2030-01-05',
    ...overrides,
  });

  it('passes a complete form, with optional fields empty or in range', () => {
    expect(checkCustomization(form())).toBeNull();
    expect(checkCustomization(form({ numberOfAdults: '', numberOfKids: '', tripType: '', additionalNotes: '' }))).toBeNull();
    expect(checkCustomization(form({ numberOfMembers: 50, numberOfAdults: 50, numberOfKids: 20, tripType: 'corporate' }))).toBeNull();
    expect(checkCustomization(form({ numberOfMembers: '1', numberOfAdults: 0, numberOfKids: 0 }))).toBeNull();
  });

  it.each([
    [
      { preferredPlace: '', numberOfMembers: 0, startDate: '', endDate: '' },
      'Required Field Missing',
      'Please enter your preferred destination.',
    ],
    [{ numberOfMembers: 0, startDate: '', endDate: '' }, 'Required Field Missing', 'Please enter the number of members (minimum 1).'],
    [{ numberOfMembers: '', startDate: '' }, 'Required Field Missing', 'Please enter the number of members (minimum 1).'],
    [{ startDate: '', endDate: '' }, 'Required Field Missing', 'Please select your start date.'],
    [{ endDate: '' }, 'Required Field Missing', 'Please select your end date.'],
    [{ startDate: '2030-01-05', endDate: '2030-01-01' }, 'Invalid Date Range', 'End date must be after start date.'],
    [{ startDate: '2030-01-05', endDate: '2030-01-05' }, 'Invalid Date Range', 'End date must be after start date.'],
  ])('%j → %s / %s', (change, title, text) => {
    expect(checkCustomization(form(change))).toMatchObject({ title, text });
  });

  it.each([
    [{ numberOfMembers: 51 }, 'numberOfMembers'],
    [{ numberOfMembers: 2.5 }, 'numberOfMembers'],
    [{ numberOfAdults: 51 }, 'numberOfAdults'],
    [{ numberOfAdults: -1 }, 'numberOfAdults'],
    [{ numberOfKids: 21 }, 'numberOfKids'],
    [{ tripType: 'space-trip' }, 'tripType'],
    [{ startDate: '2030-02-30' }, 'startDate'],
  ])('refuses the out-of-range hint value %j', (change, field) => {
    expect(checkCustomization(form(change))?.field).toBe(field);
  });
});

describe('checkTripDatesNotPast (docs/product.md#rules: trip dates minimum today)', () => {
  it('accepts today, later days and absent dates', () => {
    expect(checkTripDatesNotPast({ startDate: '2030-05-01', endDate: '2030-05-03' }, '2030-05-01')).toBeNull();
    expect(checkTripDatesNotPast({}, '2030-05-01')).toBeNull();
    expect(checkTripDatesNotPast({ startDate: '', endDate: null }, '2030-05-01')).toBeNull();
  });
  it('refuses a start or end before today, start first', () => {
    expect(checkTripDatesNotPast({ startDate: '2030-04-30', endDate: '2030-04-29' }, '2030-05-01')).toBe(
      'Start date cannot be in the past',
    );
    expect(checkTripDatesNotPast({ endDate: '2030-04-30' }, '2030-05-01')).toBe('End date cannot be in the past');
  });
});
