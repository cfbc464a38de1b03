// Demo accounts seeded into an empty database in demo mode (SEED_DEMO, the embedded default).

export const DEMO_PASSWORD = 'demo-password';

export const DEMO_ADMIN = {
  email: 'admin@briefly.demo',
  password: 'briefly-admin-demo',
  fullName: 'Demo Admin',
} as const;

export const DEMO_BRANDS = [
  {
    email: 'brand@briefly.demo',
    companyName: 'Northwind Coffee',
    contactName: 'Ava Thompson',
    city: 'Seattle',
    state: 'WA',
    website: 'https://northwind.example',
    instagram: '@northwindcoffee',
  },
  {
    email: 'lumen@briefly.demo',
    companyName: 'Lumen Labs',
    contactName: 'Noah Patel',
    city: 'Austin',
    state: 'TX',
    website: 'https://lumenlabs.example',
    instagram: '@lumenlabs',
  },
  {
    email: 'peak@briefly.demo',
    companyName: 'Peak Outdoor Co.',
    contactName: 'Emma Rossi',
    city: 'Denver',
    state: 'CO',
    website: 'https://peakoutdoor.example',
    instagram: '@peakoutdoor',
  },
] as const;

export const DEMO_CREATORS = [
  {
    email: 'creator@briefly.demo',
    userName: 'mayacreates',
    fullName: 'Maya Chen',
    tiktok: '@mayacreates',
    youtube: 'MayaCreates',
  },
  {
    email: 'leo@briefly.demo',
    userName: 'leofilms',
    fullName: 'Leo Martins',
    tiktok: '@leofilms',
    youtube: 'LeoFilms',
  },
  { email: 'sam@briefly.demo', userName: 'samwrites', fullName: 'Sam Okafor', tiktok: '', youtube: '' },
  { email: 'priya@briefly.demo', userName: 'priyaphoto', fullName: 'Priya Nair', tiktok: '@priyaphoto', youtube: '' },
] as const;
