import type { SeedJob } from '../types';

const ABOUT_US = [
  'Roast began in 2020 as a small coffee shop in Indiranagar and now runs three cafes in Bengaluru.',
  'We roast our own coffee and bake every speciality cake to order.',
  'We are a team of about 60 people who like good coffee, good cake and looking after guests.',
];

const HOW_TO_APPLY = [
  'Click Apply Now and send us your resume with a short note about yourself.',
  'We reply to every application within a week.',
  'Shortlisted candidates are invited for a trial shift, which is paid.',
];

/** Open roles. The LinkedIn links point at our company page's job posts. */
export const jobs: SeedJob[] = [
  {
    key: 'barista',
    title: 'Barista',
    jobtype: 'Full-time',
    location: 'Indiranagar, Bengaluru',
    image: 'job-barista',
    jobdescription: ABOUT_US,
    skills: [
      'Pull consistent espresso shots and steam silky milk for latte art',
      'Brew filter coffee and pour-overs to our recipes',
      'Keep the bar clean, stocked and calibrated through the shift',
      'Talk guests through our coffees and help them choose',
    ],
    qualifications: [
      'At least one year behind an espresso bar',
      'Comfortable with early mornings and weekend shifts',
      'Speaks English and Kannada or Hindi',
    ],
    expectations: [
      'Free coffee and a meal on every shift',
      'Paid training with our head roaster',
      'Health insurance from your first month',
      'Staff discount on cakes for your family',
    ],
    terms: HOW_TO_APPLY,
    linkedinUrl: 'https://www.linkedin.com/company/roast-cafe/jobs/barista',
  },
  {
    key: 'pastry-chef',
    title: 'Pastry Chef',
    jobtype: 'Full-time',
    location: 'Koramangala, Bengaluru',
    image: 'job-pastry-chef',
    jobdescription: ABOUT_US,
    skills: [
      'Bake and finish speciality cakes to order, egg and eggless',
      'Decorate with piping, drips and fresh fruit to our standard',
      'Help plan seasonal specials with the head chef',
      'Keep the kitchen clean and safe, following FSSAI rules',
    ],
    qualifications: [
      'A diploma in bakery and pastry, or equal experience',
      'Two years in a bakery or hotel pastry kitchen',
      'A steady hand and a good eye for detail',
    ],
    expectations: [
      'A meal on every shift',
      'Time and budget to develop new cakes',
      'Health insurance and paid leave',
    ],
    terms: HOW_TO_APPLY,
    linkedinUrl: 'https://www.linkedin.com/company/roast-cafe/jobs/pastry-chef',
  },
  {
    key: 'cafe-manager',
    title: 'Cafe Manager',
    jobtype: 'Full-time',
    location: 'Jayanagar, Bengaluru',
    image: 'job-cafe-manager',
    jobdescription: ABOUT_US,
    skills: [
      'Run the daily operations of our Jayanagar cafe',
      'Lead, schedule and coach a team of 15',
      'Own the numbers: sales, stock, wastage and costs',
      'Look after guests, reviews and our event evenings',
    ],
    qualifications: [
      'Three or more years managing a cafe or restaurant',
      'Confident with spreadsheets and a POS system',
      'Calm under pressure, warm with people',
    ],
    expectations: [
      'A monthly performance bonus',
      'Health insurance for you and your family',
      'A clear path to an area manager role',
    ],
    terms: HOW_TO_APPLY,
    linkedinUrl: 'https://www.linkedin.com/company/roast-cafe/jobs/cafe-manager',
  },
  {
    key: 'front-of-house-associate',
    title: 'Front-of-house Associate',
    jobtype: 'Part-time',
    location: 'Koramangala, Bengaluru',
    image: null,
    jobdescription: ABOUT_US,
    skills: [
      'Welcome guests, take orders and serve at the table',
      'Pack cake and hamper pickups with care',
      'Keep the floor tidy and the counter looking lovely',
    ],
    qualifications: ['A friendly manner and clear speech', 'Able to work evening and night shifts at our 24-hour cafe'],
    expectations: [
      'Flexible shifts that fit around college',
      'Free coffee and a meal on every shift',
      'Night shift allowance and cab drop after 11 PM',
    ],
    terms: HOW_TO_APPLY,
    linkedinUrl: 'https://www.linkedin.com/company/roast-cafe/jobs/front-of-house-associate',
  },
  {
    key: 'social-media-executive',
    title: 'Social Media Executive',
    jobtype: 'Full-time',
    location: 'Indiranagar, Bengaluru',
    isActive: false,
    image: 'job-social-media',
    jobdescription: ABOUT_US,
    skills: [
      'Plan and post content for our Instagram and YouTube',
      'Shoot cakes, coffee and events on a phone or camera',
      'Reply to comments and messages in our voice',
      'Report on what worked each month',
    ],
    qualifications: [
      'A portfolio of food or lifestyle content',
      'Basic photo and video editing',
      'Good written English',
    ],
    expectations: ['A hybrid week: three days in the cafes', 'A new phone for content', 'Health insurance and paid leave'],
    terms: HOW_TO_APPLY,
    linkedinUrl: 'https://www.linkedin.com/company/roast-cafe/jobs/social-media-executive',
  },
];
