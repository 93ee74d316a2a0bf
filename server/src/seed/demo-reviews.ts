/** The demo catalogue's traveller reviews; `trip` names a demo trip by its slug. */
export const demoReviews = [
  {
    reviewerName: 'Priya Sharma',
    rating: 5,
    reviewText:
      'Ladakh with this team was the best trip of my life. Every stay was clean and the trip captain handled the altitude days perfectly.',
    trip: 'ladakh',
  },
  {
    reviewerName: 'Rahul Verma',
    rating: 5,
    reviewText: 'The Spiti circuit was planned to the hour but never felt rushed. Loved the homestays in Langza.',
    trip: 'spiti',
  },
  {
    reviewerName: 'Ananya Iyer',
    rating: 4,
    reviewText: 'The houseboat night in Alleppey was magical. The Munnar hotel could have been closer to town, otherwise perfect.',
    trip: 'kerala',
  },
  {
    reviewerName: 'Karan Mehta',
    rating: 5,
    reviewText: 'Went solo and came back with twelve friends. The desert camp in Jaisalmer was a highlight.',
    trip: 'jaisalmer',
  },
  {
    reviewerName: 'Sneha Reddy',
    rating: 5,
    reviewText: 'She Travels group to Meghalaya: safe, fun, and the root bridges trek was unforgettable.',
    trip: 'meghalaya',
  },
  { reviewerName: 'Arjun Nair', rating: 4, reviewText: 'Great value Goa trip. The spice farm lunch was a surprise treat.', trip: 'goa' },
  {
    reviewerName: 'Meera Joshi',
    rating: 5,
    reviewText:
      'They customized a Kashmir honeymoon for us within a day of asking. Everything from the shikara to the Gulmarg gondola was booked.',
    trip: 'kashmir',
  },
  {
    reviewerName: 'Vikram Singh',
    rating: 5,
    reviewText: 'Rafting in Rishikesh with the corporate team. Smooth logistics for 24 people.',
    trip: 'rishikesh',
  },
  {
    reviewerName: 'Fatima Khan',
    rating: 5,
    reviewText: 'Andaman snorkelling was crystal clear. Our coordinator answered every message within minutes.',
    trip: 'andaman',
  },
  {
    reviewerName: 'Rohan Das',
    rating: 4,
    reviewText: 'Varanasi at dawn is something else. The boat ride and the walking tour were well paced.',
    trip: 'varanasi',
  },
];
