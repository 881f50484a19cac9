/** Everything the site says about the agency itself, in one place. Plain values, no valibot: every page's header and footer read it. */
export const agency = {
  name: 'Shreeji Realty',
  fullName: 'Shreeji Realty, Surat',
  tagline: 'Premium homes and commercial spaces in Surat since 2007',
  founded: 2007,
  /** The spec's copy ("18+ years"); kept fixed so the page says what the agency approved. */
  yearsLabel: '18+',
  clients: '5,000+',
  phones: [
    { label: 'Sales', display: '+91 98250 12345', href: 'tel:+919825012345' },
    { label: 'Office', display: '+91 261 2345 678', href: 'tel:+912612345678' },
  ],
  whatsapp: { display: '+91 98250 12345', href: 'https://wa.me/919825012345' },
  emails: {
    general: 'info@shreejirealty.in',
    sales: 'sales@shreejirealty.in',
  },
  address: {
    lines: ['402, Shreeji Arcade, VIP Road', 'Near Vesu Char Rasta, Vesu', 'Surat, Gujarat 395007'],
    oneLine: '402, Shreeji Arcade, VIP Road, Near Vesu Char Rasta, Vesu, Surat, Gujarat 395007',
  },
  /** The office on OpenStreetMap (Vesu, Surat). */
  map: {
    lat: 21.1418,
    lon: 72.7709,
    embedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=72.7609%2C21.1348%2C72.7809%2C21.1488&layer=mapnik&marker=21.1418%2C72.7709',
    linkUrl: 'https://www.openstreetmap.org/?mlat=21.1418&mlon=72.7709#map=16/21.1418/72.7709',
  },
  hours: { days: 'Monday-Sunday', time: '10:00 AM to 8:00 PM' },
  /** Placeholder profiles until the agency's real pages are known. */
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { name: 'YouTube', href: 'https://www.youtube.com/' },
  ],
} as const;
