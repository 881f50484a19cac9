/**
 * What buying a home in Gujarat costs beyond its price: every rule in one place, each with its
 * source and the date it was last checked. Plain values, no valibot: the property page's cost part
 * reads it. The office overrides the rates by configuration (api/config.ts → GET /agency) when the
 * state changes them. docs/money.md explains each line to people.
 *
 * Rounding: every line is rounded to the whole rupee (half up) on its own, and the total is the sum
 * of the rounded lines, so the lines always add up to the total shown.
 */

/** Who the home is bought in the name of: a man, a woman, or jointly by a man and a woman. */
export const buyerTypes = ['man', 'woman', 'joint'] as const;
export type BuyerType = (typeof buyerTypes)[number];

export interface PurchaseCostRates {
  /** Stamp duty on a conveyance, per cent of the market value (duty and surcharge together). */
  stampDutyPercent: number;
  /** Registration fee, per cent of the market value. */
  registrationPercent: number;
  /** Whether the registration fee is waived when every buyer is a woman. */
  womenRegistrationWaived: boolean;
  /** GST on a home bought from the builder before its completion certificate, per cent of the price. */
  gstUnderConstructionPercent: number;
  /** GST on such a home when it is affordable (AFFORDABLE_HOUSING's limits), per cent of the price. */
  gstAffordablePercent: number;
  /** The agency's brokerage, per cent of the price. */
  brokeragePercent: number;
  /** GST on the brokerage, per cent of the brokerage. */
  brokerageGstPercent: number;
}

/** The rules with their sources; `checked` is when the rule was last read against its source. */
export const COST_RULE_SOURCES = {
  stampDuty: {
    rule: 'Stamp duty 4.9 % of the market value (3.5 % duty + 1.4 % surcharge), the higher of the agreement value and the jantri value',
    source:
      'Gujarat Stamp Act, 1958, Schedule I, Article 20 (conveyance), with the surcharge; Garvi, Revenue Department, Government of Gujarat',
    checked: '2026-11-27',
  },
  stampDutyConcession: {
    rule: 'None: Gujarat grants no stamp duty concession to women buyers',
    source: 'The Hindu, "When women purchase property in their name", 22 March 2024 (Gujarat listed for the registration fee only)',
    checked: '2026-11-27',
  },
  registration: {
    rule: 'Registration fee 1 % of the market value',
    source: 'Registration Act, 1908, Gujarat table of fees; Inspector General of Registration, Gujarat',
    checked: '2026-11-27',
  },
  registrationWaiverForWomen: {
    rule: 'The whole 1 % registration fee is waived when the property is bought in the name of women only; a joint purchase with a man pays it',
    source: 'The Hindu, "When women purchase property in their name", 22 March 2024',
    checked: '2026-11-27',
  },
  gst: {
    rule: 'GST 5 % (no input tax credit) on a home under construction; 1 % when affordable (carpet ≤ 60 m² in metro cities or ≤ 90 m² elsewhere, and value ≤ ₹ 45 lakh); none on ready homes with a completion certificate or resales',
    source: 'CBIC Notification 03/2019-Central Tax (Rate), 29 March 2019, in force from 1 April 2019',
    checked: '2026-11-27',
  },
  brokerage: {
    rule: "The agency's brokerage, per cent of the price, with GST 18 % on it",
    source:
      "The agency's own terms (configured); GST on real estate agents' services: CBIC Notification 11/2017-Central Tax (Rate), SAC 9972",
    checked: '2026-11-27',
  },
  maintenance: {
    rule: 'Maintenance deposit and advance maintenance as the builder or society asks, entered per listing',
    source: 'The listing',
    checked: '2026-11-27',
  },
} as const;

/** The rates in force in Gujarat (COST_RULE_SOURCES) and the agency's default brokerage. */
export const GUJARAT_RATES: PurchaseCostRates = {
  stampDutyPercent: 4.9,
  registrationPercent: 1,
  womenRegistrationWaived: true,
  gstUnderConstructionPercent: 5,
  gstAffordablePercent: 1,
  brokeragePercent: 1,
  brokerageGstPercent: 18,
};

/** The affordable-housing limits of the GST notification: carpet area in m² and the value in rupees. */
export const AFFORDABLE_HOUSING = { carpetSqMetresMetro: 60, carpetSqMetresElsewhere: 90, maxValue: 4_500_000 } as const;

/** Square feet in a square metre (carpet areas are stored in sq ft). */
export const SQ_FT_PER_SQ_M = 10.7639;

export interface PurchaseCostListing {
  /** The agreement value, rupees. */
  price: number;
  possession: 'ready' | 'under_construction' | null;
  propertyType: 'Residential' | 'Commercial';
  /** Carpet area in sq ft; null when unknown. */
  carpetArea: number | null;
  /** Rupees the builder or society asks as a maintenance deposit (corpus); null when not entered. */
  maintenanceDeposit: number | null;
  /** Rupees of maintenance asked in advance; null when not entered. */
  maintenanceAdvance: number | null;
}

export interface PurchaseCostAssumptions {
  buyerType: BuyerType;
  /** The market (jantri) value when it differs from the price; null: the price. */
  marketValue: number | null;
  /** Whether the home is in one of the GST notification's metro cities (Surat is not). */
  inMetroCity?: boolean;
}

/**
 * How GST applies: `none` (ready or resale), `affordable` (1 %), `standard` (5 %), or `unknown`
 * (a commercial unit under construction, whose GST the builder states).
 */
export type GstCase = 'none' | 'affordable' | 'standard' | 'unknown';

export interface PurchaseCost {
  price: number;
  /** The value stamp duty and registration are charged on: the higher of the price and the market value. */
  dutyBase: number;
  stampDuty: number;
  registration: number;
  registrationWaived: boolean;
  gstCase: GstCase;
  gst: number;
  maintenanceDeposit: number;
  maintenanceAdvance: number;
  brokerage: number;
  brokerageGst: number;
  /** Everything above added up. */
  total: number;
  /** What comes on top of the price. */
  extra: number;
}

/** A percentage of an amount, rounded to the whole rupee (half up). */
export const percentOf = (amount: number, percent: number): number => Math.round((amount * percent) / 100);

/** Whether an under-construction home meets the affordable-housing limits; unknown carpet area is not affordable. */
export function isAffordable(listing: PurchaseCostListing, inMetroCity = false): boolean {
  if (listing.carpetArea === null || listing.carpetArea <= 0) return false;
  const limit = inMetroCity ? AFFORDABLE_HOUSING.carpetSqMetresMetro : AFFORDABLE_HOUSING.carpetSqMetresElsewhere;
  return listing.carpetArea / SQ_FT_PER_SQ_M <= limit && listing.price <= AFFORDABLE_HOUSING.maxValue;
}

export function gstCaseOf(listing: PurchaseCostListing, inMetroCity = false): GstCase {
  if (listing.possession !== 'under_construction') return 'none';
  if (listing.propertyType !== 'Residential') return 'unknown';
  return isAffordable(listing, inMetroCity) ? 'affordable' : 'standard';
}

/** Every line of what a purchase costs, and the total (see the rounding rule at the top). */
export function purchaseCost(
  listing: PurchaseCostListing,
  assumptions: PurchaseCostAssumptions,
  rates: PurchaseCostRates = GUJARAT_RATES,
): PurchaseCost {
  const price = Math.max(0, Math.round(listing.price));
  const dutyBase = Math.max(price, Math.round(assumptions.marketValue ?? 0));
  const registrationWaived = rates.womenRegistrationWaived && assumptions.buyerType === 'woman';
  const gstCase = gstCaseOf(listing, assumptions.inMetroCity);
  const gstPercent = gstCase === 'standard' ? rates.gstUnderConstructionPercent : gstCase === 'affordable' ? rates.gstAffordablePercent : 0;
  const brokerage = percentOf(price, rates.brokeragePercent);
  const lines = {
    stampDuty: percentOf(dutyBase, rates.stampDutyPercent),
    registration: registrationWaived ? 0 : percentOf(dutyBase, rates.registrationPercent),
    gst: percentOf(price, gstPercent),
    maintenanceDeposit: Math.max(0, Math.round(listing.maintenanceDeposit ?? 0)),
    maintenanceAdvance: Math.max(0, Math.round(listing.maintenanceAdvance ?? 0)),
    brokerage,
    brokerageGst: percentOf(brokerage, rates.brokerageGstPercent),
  };
  const extra = Object.values(lines).reduce((sum, line) => sum + line, 0);
  return { price, dutyBase, registrationWaived, gstCase, ...lines, extra, total: price + extra };
}
