import { describe, expect, it } from 'vitest';
import { GUJARAT_RATES, isAffordable, purchaseCost, type PurchaseCostListing } from './purchaseCost.ts';

const ready: PurchaseCostListing = {
  price: 5_000_000,
  possession: 'ready',
  propertyType: 'Residential',
  carpetArea: 1_100,
  maintenanceDeposit: null,
  maintenanceAdvance: null,
};
const building = (patch: Partial<PurchaseCostListing>): PurchaseCostListing => ({ ...ready, possession: 'under_construction', ...patch });

describe('purchase cost in Gujarat', () => {
  it('adds 4.9 % stamp duty, 1 % registration and the brokerage with its GST to a ready home bought by a man', () => {
    // ₹ 50,00,000: duty 2,45,000; registration 50,000; brokerage 1 % 50,000 and its GST 18 % 9,000.
    expect(purchaseCost(ready, { buyerType: 'man', marketValue: null })).toEqual({
      price: 5_000_000,
      dutyBase: 5_000_000,
      stampDuty: 245_000,
      registration: 50_000,
      registrationWaived: false,
      gstCase: 'none',
      gst: 0,
      maintenanceDeposit: 0,
      maintenanceAdvance: 0,
      brokerage: 50_000,
      brokerageGst: 9_000,
      extra: 354_000,
      total: 5_354_000,
    });
  });

  it('waives the registration fee for a woman buyer but not the stamp duty', () => {
    const cost = purchaseCost(ready, { buyerType: 'woman', marketValue: null });
    expect(cost).toMatchObject({ stampDuty: 245_000, registration: 0, registrationWaived: true, total: 5_304_000 });
  });

  it('charges the registration fee on a joint purchase by a man and a woman', () => {
    const cost = purchaseCost(ready, { buyerType: 'joint', marketValue: null });
    expect(cost).toMatchObject({ registration: 50_000, registrationWaived: false, total: 5_354_000 });
  });

  it('charges duty and registration on the market value when it is above the price', () => {
    // Jantri ₹ 60,00,000: duty 4.9 % = 2,94,000, registration 60,000; GST and brokerage stay on the price.
    const cost = purchaseCost(ready, { buyerType: 'man', marketValue: 6_000_000 });
    expect(cost).toMatchObject({ dutyBase: 6_000_000, stampDuty: 294_000, registration: 60_000, brokerage: 50_000, total: 5_413_000 });
  });

  it('keeps the price as the base when the market value entered is lower', () => {
    const cost = purchaseCost(ready, { buyerType: 'man', marketValue: 4_000_000 });
    expect(cost).toMatchObject({ dutyBase: 5_000_000, stampDuty: 245_000 });
  });

  it('adds 5 % GST on a home under construction above the affordable limits', () => {
    // ₹ 85,00,000, 1,200 sq ft carpet: GST 4,25,000; duty 4,16,500; registration 85,000; brokerage 85,000 + 15,300.
    const cost = purchaseCost(building({ price: 8_500_000, carpetArea: 1_200 }), { buyerType: 'man', marketValue: null });
    expect(cost).toMatchObject({ gstCase: 'standard', gst: 425_000, stampDuty: 416_500, registration: 85_000, brokerageGst: 15_300 });
    expect(cost.total).toBe(8_500_000 + 425_000 + 416_500 + 85_000 + 85_000 + 15_300);
  });

  it('adds 1 % GST on an affordable home under construction outside the metro cities', () => {
    // 900 sq ft = 83.6 m² ≤ 90 m², ₹ 42,00,000 ≤ ₹ 45 lakh: GST 42,000.
    const cost = purchaseCost(building({ price: 4_200_000, carpetArea: 900 }), { buyerType: 'man', marketValue: null });
    expect(cost).toMatchObject({ gstCase: 'affordable', gst: 42_000 });
  });

  it('takes 5 % GST when the affordable home is priced above ₹ 45 lakh', () => {
    const cost = purchaseCost(building({ price: 4_600_000, carpetArea: 900 }), { buyerType: 'man', marketValue: null });
    expect(cost).toMatchObject({ gstCase: 'standard', gst: 230_000 });
  });

  it('reads the carpet limit in square metres: 968 sq ft is within 90 m², 1,000 sq ft is not', () => {
    expect(isAffordable(building({ price: 4_000_000, carpetArea: 968 }))).toBe(true);
    expect(isAffordable(building({ price: 4_000_000, carpetArea: 1_000 }))).toBe(false);
  });

  it('holds a metro city to 60 m² of carpet', () => {
    // 700 sq ft = 65 m²: affordable in Surat, not in a metro city.
    const home = building({ price: 4_000_000, carpetArea: 700 });
    expect(purchaseCost(home, { buyerType: 'man', marketValue: null }).gst).toBe(40_000);
    expect(purchaseCost(home, { buyerType: 'man', marketValue: null, inMetroCity: true }).gst).toBe(200_000);
  });

  it('takes 5 % GST when the carpet area is not known', () => {
    const cost = purchaseCost(building({ price: 4_000_000, carpetArea: null }), { buyerType: 'man', marketValue: null });
    expect(cost).toMatchObject({ gstCase: 'standard', gst: 200_000 });
  });

  it('leaves the GST of a commercial unit under construction to the builder', () => {
    const cost = purchaseCost(building({ propertyType: 'Commercial' }), { buyerType: 'man', marketValue: null });
    expect(cost).toMatchObject({ gstCase: 'unknown', gst: 0 });
  });

  it('adds the maintenance deposit and advance entered on the listing', () => {
    const cost = purchaseCost(
      { ...ready, maintenanceDeposit: 100_000, maintenanceAdvance: 36_000 },
      { buyerType: 'man', marketValue: null },
    );
    expect(cost).toMatchObject({ maintenanceDeposit: 100_000, maintenanceAdvance: 36_000, total: 5_354_000 + 136_000 });
  });

  it('rounds every line to the rupee and adds the rounded lines', () => {
    // ₹ 33,33,333: duty 1,63,333.32 → 1,63,333; registration 33,333.33 → 33,333; brokerage 33,333; its GST 5,999.94 → 6,000.
    const cost = purchaseCost({ ...ready, price: 3_333_333 }, { buyerType: 'man', marketValue: null });
    expect(cost).toMatchObject({ stampDuty: 163_333, registration: 33_333, brokerage: 33_333, brokerageGst: 6_000, total: 3_569_332 });
  });

  it('uses the rates the office configures', () => {
    const rates = { ...GUJARAT_RATES, stampDutyPercent: 5.4, brokeragePercent: 0, womenRegistrationWaived: false };
    const cost = purchaseCost(ready, { buyerType: 'woman', marketValue: null }, rates);
    expect(cost).toMatchObject({ stampDuty: 270_000, registration: 50_000, brokerage: 0, brokerageGst: 0, total: 5_320_000 });
  });
});
