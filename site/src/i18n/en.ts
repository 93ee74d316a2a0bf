/**
 * The public site's English strings: the catalogue every other language must match key for key
 * (catalogue.ts makes a missing key a type error). Texts the product's documents fix stay word for word.
 */
import { countOf, policyPages, travellerReviewTexts, tripThemes, type PolicySlug, type TripTheme } from '@travel/server/domain';
import { departureListEn } from './departure-list-en.ts';
import { signInEn } from './sign-in-en.ts';
import { shareLabelsEn } from './share-en.ts';
import { mediaLabelsEn } from './media-en.ts';
import { customizationEn, userMenuEn } from './customization-en.ts';
import { bookingsEn } from './bookings-en.ts';

export const en = {
  meta: {
    htmlLang: 'en-IN',
    ogLocale: 'en_IN',
    languageName: 'English',
    /** The header link to the other language, in that language. */
    switchLabel: 'हिन्दी',
    switchTitle: 'यह पेज हिन्दी में पढ़ें',
  },
  layout: {
    skipLink: 'Skip to content',
    home: (company: string) => `${company} home`,
    mainNav: 'Main',
    call: (phone: string) => `Call ${phone}`,
    aboutUs: 'About Us',
    login: 'Login',
    signUp: 'Sign Up',
    reviewsButton: 'Reviews',
  },
  landing: {
    title: (company: string) => `${company} | Group trips and custom journeys across India`,
    description: (company: string) =>
      `Featured group trips, custom journeys and real traveller reviews from ${company}. Prices in rupees, small groups, local experts.`,
    eyebrow: 'Group trips & custom journeys across India',
    heroTitle: 'Travel with people who love the road as much as you do',
    tagline: 'Handpicked departures, trusted local guides and trips shaped around you — from Himalayan treks to Kerala backwaters.',
    ourNumbers: 'Our numbers',
    amazingTrips: 'Amazing Trips',
    happyTravelers: 'Happy Travelers',
    destinations: 'Destinations',
    ratedBy: 'Rated by our travellers',
    startExploring: 'Start Exploring',
    customizeYourTrip: 'Customize Your Trip',
    featuredTitle: 'Featured Destinations',
    featuredLead: 'Small-group departures planned down to the last chai stop.',
    philosophyTitle: 'Our philosophy',
    philosophy1:
      'We believe travel is best when it is slow enough to notice things and social enough to share them. Every itinerary is walked by ' +
      'our own team first, every homestay is one we would send our families to, and every group leader is someone who has done the ' +
      'route many times.',
    philosophy2:
      'Trips stay small, prices stay honest, and your money stays with local hosts, drivers and guides wherever we can manage it.',
    journeysTitle: 'Custom Journeys',
    journeysLead: 'Pick a theme; we shape the route, pace and stays around your group.',
    journeys: [
      ['Wild Wanderings', 'Tiger reserves, desert dunes and high-altitude lakes with naturalists who know the terrain.'],
      ['Urban Escapes', 'Food walks, heritage quarters and rooftop evenings in India’s most alive cities.'],
      ['She Travels', 'Women-only departures led by women, with vetted stays and a circle you will keep.'],
      ['Soulful Weekenders', 'Two or three unhurried days to reset: hills, rivers and quiet villages near you.'],
      ['Mystic Trails', 'Monasteries, ghats and temple towns, with time to sit, listen and understand.'],
      ['Thematic Tours', 'Festivals, photography, textiles or tea: journeys built around one passion.'],
    ] as [string, string][],
    ctaTitle: 'Have a trip in mind? Let’s build it together.',
    ctaText: 'Tell us where, when and who is coming. A travel expert will call you with a plan and a price.',
    whyTitle: 'Why travel with us',
    benefits: [
      ['Trusted local experts', 'Group leaders and guides who live where you travel.'],
      ['Small groups', 'Enough people for good company, few enough to feel personal.'],
      ['Transparent pricing', 'One price in rupees, with what is included written down.'],
      ['Safety first', 'Verified stays and transport, and a 24×7 trip helpline.'],
      ['Flexible plans', 'Dates, routes and stays adjusted to your group.'],
      ['Responsible travel', 'Local hosts, less plastic, and respect for every place.'],
    ] as [string, string][],
  },
  reviews: {
    title: 'Traveler Reviews',
    lead: 'What our travellers say after coming home.',
    listLabel: 'Traveler reviews',
    verifiedTraveller: travellerReviewTexts.verifiedTraveller as string,
    rated: (stars: number | string) => `Rated ${stars} out of 5`,
    openPhoto: (n: number, name: string) => `Open photo ${n} from ${name}`,
    playVideo: (name: string) => `Play video from ${name}`,
  },
  footer: {
    contactUs: 'Contact us',
    quickLinks: 'Quick links',
    customizeYourTrip: 'Customize Your Trip',
    featuredDestinations: 'Featured Destinations',
    travelerReviews: 'Traveler Reviews',
    readReviews: 'Read our reviews on Google',
    followUs: 'Follow us',
    chatOnWhatsApp: 'Chat on WhatsApp',
    recognisedBy: 'Recognised by',
    certificationAlt: 'Government of India, Ministry of Tourism certification',
    policies: 'Policies',
    rights: 'All rights reserved.',
    /** The policy pages' links (the pages themselves are in English), by slug. */
    policyLinks: Object.fromEntries(policyPages.map((page) => [page.slug, page.title])) as Record<PolicySlug, string>,
  },
  chat: {
    region: 'Chat with us',
    link: 'Chat with us on WhatsApp',
    close: 'Close chat button',
  },
  card: {
    viewItinerary: 'View Itinerary',
    startsFrom: 'Starts from',
    perPerson: 'per person',
    duration: 'Duration',
    group: 'Group',
    dates: 'Dates',
    nextDeparture: 'Next departure',
    bookNow: 'Book Now',
    customize: 'Customize',
    video: (place: string) => `${place} video`,
    photo: (place: string, n: number) => `${place}, photo ${n}`,
  },
  trip: {
    heading: (place: string, days: string, price: string) => `${place} · ${days} from ${price}`,
    description: (place: string, price: string, days: string) => `${place}: starts from ${price} per person, ${days}.`,
    backToTrips: 'Back to Trips',
    overview: 'Overview',
    departureDate: 'Departure Date',
    flexible: 'Flexible',
    duration: 'Duration',
    groupSize: 'Group Size',
    price: 'Price',
    perPerson: 'per person',
    destination: 'Destination',
    videoPreview: 'Video preview',
    whyChoose: 'Why Choose This Trip?',
    bookYourSpot: 'Book your spot',
    startsFrom: 'Starts from',
    reserve: 'Reserve',
    bookThisTrip: 'Book This Trip',
    downloadItinerary: 'Download Itinerary',
    customize: 'Customize',
    myBookings: 'My Bookings',
    departures: 'Departures',
    departuresLead: 'Reserve your seats online with a deposit; the balance is due before the trip.',
    cancellationPolicy: 'Cancellation policy',
    share: shareLabelsEn,
    backArrow: '← Back to Trips',
    reasons: [
      'Expert local guides who know every trail and story',
      'Handpicked stays, comfortable transport and planned meals',
      'Small groups with a trip leader from start to finish',
      'Transparent pricing with no hidden costs',
      '24×7 support before and during your trip',
    ],
  },
  auth: {
    loginTitle: 'Login',
    loginHeading: 'Welcome back',
    loginLead: 'Log in or sign up with your mobile number.',
    backToTrips: '← Back to Trips',
    signupTitle: 'Sign Up',
    signupHeading: 'Create your account',
    signupLead: 'Choose a username; we will text you a 4-digit code.',
    verifyTitle: 'Verify OTP',
    verifySignupHeading: 'Verify your number',
    verifyHeading: 'Enter your code',
    verifyLead: 'We sent a one-time code by SMS.',
  },
  /** The trip filter bar on /trips and its results (the filters' errors are the domain's searchMessages). */
  search: {
    barTitle: 'Find your trip',
    q: 'Destination or activity',
    qPlaceholder: 'e.g. Ladakh, trek, houseboat',
    month: 'Month',
    anyMonth: 'Any month',
    minPrice: 'Budget from (₹)',
    maxPrice: 'Budget up to (₹)',
    minDays: 'Days from',
    maxDays: 'Days up to',
    theme: 'Theme',
    anyTheme: 'Any theme',
    /** The six themes' names by slug (domain/trip-themes.ts). */
    themes: Object.fromEntries(tripThemes.map((theme) => [theme.slug, theme.name])) as Record<TripTheme, string>,
    available: 'Seats available',
    submit: 'Show trips',
    clear: 'Clear filters',
    resultsTitle: 'Trips matching your filters',
    results: (count: number) => `${countOf(count, { one: 'trip', other: 'trips' })} found`,
    noneTitle: 'No trips match these filters',
    noneText: 'Try fewer filters, or tell us what you have in mind and we will plan it for you.',
    customTrip: 'Request a custom trip',
    invalidTitle: 'These filters could not be used',
    journeyLink: (name: string) => `See ${name} trips`,
  },
  /** The departures calendar (/departures). */
  departures: {
    title: 'Departures calendar',
    metaTitle: (company: string) => `Departures calendar | ${company}`,
    description: (company: string) => `Every upcoming group departure of ${company} by month, with dates, price and seats left.`,
    lead: 'Every upcoming group departure by month, with the seats left right now.',
    none: 'No departures are open right now. New dates are added often: check back soon, or ask us for a custom trip.',
    from: 'per person',
    view: 'View trip',
    failed: 'Departures could not be loaded. Please try again.',
    footerLink: 'Departures calendar',
  },
  /** Strings of the trip page's departures list, handed to it as a prop on other languages' pages. */
  departureList: departureListEn,
  /** Strings of the sign-in islands, handed to them as a prop. */
  signIn: signInEn,
  /** Labels of the photo carousels and the reviews scroller, handed to them as a prop on other languages' pages. */
  media: mediaLabelsEn,
  /** The custom trip request's strings, handed to it as a prop on other languages' pages. */
  customization: customizationEn,
  /** The header's account menu, likewise. */
  userMenu: userMenuEn,
  /** The traveller's booking pages (/bookings, /hi/bookings). */
  bookings: bookingsEn,
};
