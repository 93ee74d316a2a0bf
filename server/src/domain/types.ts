/** Entity shapes of docs/product.md#entities as the API sends them (camelCase, ISO timestamps, dates as YYYY-MM-DD). */

export interface Admin {
  id: string;
  email: string;
  createdAt: string;
}

export interface User {
  id: string;
  username: string;
  mobileNumber: string;
  countryCode: string;
  email: string | null;
  createdAt: string;
  lastLoginAt: string | null;
  isActive: boolean;
}

export interface UserStats {
  totalUsers: number;
  activeUsers: number;
  newUsersToday: number;
  newUsersThisWeek: number;
}

export interface Trip {
  id: string;
  place: string;
  startDate: string | null;
  endDate: string | null;
  date: string | null;
  price: number;
  days: string;
  groupSize: number | null;
  description: string;
  googleSheetUrl: string;
  images: string[];
  video: string | null;
  itineraryPdf: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface Review {
  id: string;
  reviewerName: string;
  rating: number;
  reviewText: string;
  images: string[];
  video: string | null;
  tripId: string | null;
  trip: { id: string; place: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** The public list names the id `_id` (docs/product.md#entities); it carries `id` too. */
export type PublicReview = Review & { _id: string };

export interface Statistics {
  amazingTrips: number;
  happyTravelers: number;
  destinations: number;
}

export const tripTypes = [
  { value: 'family-trip', label: 'Family Trip' },
  { value: 'friends-trip', label: 'Friends Trip' },
  { value: 'womens-trip', label: "Women's Trip" },
  { value: 'honeymoon-trip', label: 'Honeymoon Trip' },
  { value: 'adventure-trip', label: 'Adventure Trip' },
  { value: 'corporate', label: 'Corporate Trip' },
] as const;
export type TripType = (typeof tripTypes)[number]['value'];

export const customizationTypes = ['trip_customization', 'general_customization'] as const;
export type CustomizationType = (typeof customizationTypes)[number];

/** What the customization modal collects (docs/product.md#screens). */
export interface CustomizationForm {
  preferredPlace: string;
  numberOfMembers: number | string;
  startDate: string;
  endDate: string;
  numberOfAdults: number | string;
  numberOfKids: number | string;
  tripType: string;
  additionalNotes: string;
}

/** POST /customize-trip body (docs/product.md#calls). */
export interface CustomizationRequestBody {
  type: CustomizationType;
  user: { username: string; mobileNumber: string; countryCode: string; email?: string | null };
  trip?: { id: string; name: string; price: number; days: string } | null;
  customizationData: {
    preferredPlace: string;
    numberOfMembers: number;
    startDate: string;
    endDate: string;
    numberOfAdults?: number;
    numberOfKids?: number;
    tripType?: string;
    additionalNotes?: string;
  };
  message: string;
}

/**
 * A stored customization request as the admin back office lists it (beyond the specification: docs/product.md#beyond-the-specification).
 */
export interface CustomizationRequest {
  id: string;
  type: CustomizationType;
  userId: string | null;
  username: string;
  mobileNumber: string;
  countryCode: string;
  email: string | null;
  tripId: string | null;
  tripName: string | null;
  tripPrice: number | null;
  tripDays: string | null;
  preferredPlace: string;
  numberOfMembers: number;
  numberOfAdults: number | null;
  numberOfKids: number | null;
  tripType: string | null;
  startDate: string;
  endDate: string;
  additionalNotes: string | null;
  message: string;
  handled: boolean;
  handledAt: string | null;
  createdAt: string;
}

export interface UploadResult {
  fileUrl: string;
  s3Key: string;
  fileName: string;
  presignedUrl: string;
}

export type UserType = 'admin' | 'user';
