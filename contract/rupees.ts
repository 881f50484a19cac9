/** Rupees as the Indian market reads them, for text made on the server (e-mails, push messages). */

const indianNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const indianDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** `₹ 45,00,000`. */
export function rupees(amount: number): string {
  return `₹ ${indianNumber.format(Math.round(Number.isFinite(amount) ? amount : 0))}`;
}

/** `₹ 45 L`, `₹ 1.2 Cr`; below one lakh the full figure. */
export function rupeesShort(amount: number): string {
  const abs = Math.abs(amount);
  if (abs >= 10_000_000) return `₹ ${indianDecimal.format(Math.round((amount / 10_000_000) * 100) / 100)} Cr`;
  if (abs >= 100_000) return `₹ ${indianDecimal.format(Math.round((amount / 100_000) * 100) / 100)} L`;
  return rupees(amount);
}

/** A listing's price as a line of text: rents carry `/ month`. */
export function priceText(property: { price: number; transactionType: string }, short = false): string {
  const amount = short ? rupeesShort(property.price) : rupees(property.price);
  return property.transactionType === 'Rent' ? `${amount} / month` : amount;
}
