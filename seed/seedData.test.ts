import sharp from 'sharp';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { categoryTree, propertyCategories, type PropertyType, type TransactionType } from '../contract/catalog.ts';
import { projectFormInput, ProjectBody, slugify } from '../contract/projects.ts';
import { propertyFormInput, PropertyBody } from '../contract/properties.ts';
import { seedProjects, seedProperties } from './seedData.ts';
import { drawSeedImage, seedImageKinds, seedPalettes } from './seedImages.ts';

const purposeTransaction: Record<'buy' | 'rent', TransactionType> = { buy: 'Buy', rent: 'Rent' };
const branchType: Record<keyof typeof categoryTree, PropertyType> = { residential: 'Residential', commercial: 'Commercial' };

describe('seed properties', () => {
  it('has at least 60 listings', () => {
    expect(seedProperties.length).toBeGreaterThanOrEqual(60);
  });

  it('covers every category of every purpose in the category tree at least twice', () => {
    for (const [branch, byPurpose] of Object.entries(categoryTree) as [
      keyof typeof categoryTree,
      Record<'buy' | 'rent', readonly string[]>,
    ][]) {
      for (const [purpose, categories] of Object.entries(byPurpose) as ['buy' | 'rent', readonly string[]][]) {
        for (const category of categories) {
          const count = seedProperties.filter(
            (p) => p.propertyType === branchType[branch] && p.transactionType === purposeTransaction[purpose] && p.subCategory === category,
          ).length;
          expect(count, `${branch} ${purpose} ${category}`).toBeGreaterThanOrEqual(2);
        }
      }
    }
  });

  it('files every listing under a category its property type offers', () => {
    for (const property of seedProperties) {
      const branch = property.propertyType === 'Residential' ? 'residential' : 'commercial';
      const offered = [...categoryTree[branch].buy, ...categoryTree[branch].rent] as string[];
      expect(offered, property.title).toContain(property.subCategory);
      expect(propertyCategories).toContain(property.subCategory);
    }
  });

  it('passes the shared property form schema', () => {
    for (const property of seedProperties) {
      const result = v.safeParse(PropertyBody, propertyFormInput(property));
      expect(result.success ? [] : result.issues.map((issue) => issue.message), property.title).toEqual([]);
    }
  });

  it('gives every rental a deposit and a lock-in, homes their preferred tenants, and no sale any rent fact', () => {
    const rentals = seedProperties.filter((property) => property.transactionType === 'Rent');
    for (const rental of rentals) {
      expect(rental.depositMonths !== null || rental.securityDeposit !== null, rental.title).toBe(true);
      expect(rental.lockInMonths, rental.title).not.toBeNull();
    }
    expect(rentals.some((rental) => rental.preferredTenants.includes('bachelors'))).toBe(true);
    expect(rentals.some((rental) => rental.propertyType === 'Residential' && rental.preferredTenants.length === 0)).toBe(true);
    expect(rentals.some((rental) => rental.monthlyMaintenance !== null && !rental.maintenanceIncluded)).toBe(true);
    for (const sale of seedProperties.filter((property) => property.transactionType === 'Buy')) {
      expect([sale.depositMonths, sale.securityDeposit, sale.monthlyMaintenance, sale.lockInMonths], sale.title).toEqual([
        null,
        null,
        null,
        null,
      ]);
      expect(sale.preferredTenants, sale.title).toEqual([]);
    }
  });

  it('asks a monthly rent below 5 lakh and a sale price above 5 lakh', () => {
    for (const property of seedProperties) {
      expect(Number.isInteger(property.price), property.title).toBe(true);
      if (property.transactionType === 'Rent') expect(property.price, property.title).toBeLessThan(500_000);
      else expect(property.price, property.title).toBeGreaterThan(500_000);
    }
  });

  it('gives homes room counts, plots zero rooms and commercial listings none', () => {
    for (const property of seedProperties) {
      if (property.propertyType === 'Commercial') {
        expect([property.bedrooms, property.bathrooms], property.title).toEqual([null, null]);
      } else if (property.subCategory === 'Plot') {
        expect([property.bedrooms, property.bathrooms], property.title).toEqual([0, 0]);
      } else {
        expect(property.bedrooms, property.title).toBeGreaterThanOrEqual(1);
        expect(property.bathrooms, property.title).toBeGreaterThanOrEqual(1);
      }
      expect(property.sqt, property.title).toBeGreaterThan(0);
    }
  });

  it('places every listing in Surat with a six-digit PIN code', () => {
    for (const property of seedProperties) {
      expect(property.location, property.title).toMatch(/, Surat$/);
      expect(property.address, property.title).toMatch(/Surat 39\d{4}$/);
    }
  });

  it('keeps titles unique', () => {
    expect(new Set(seedProperties.map((p) => p.title)).size).toBe(seedProperties.length);
  });

  it('spreads ages over 0 to 200 days and draws 2 to 5 pictures a listing', () => {
    for (const property of seedProperties) {
      expect(property.daysAgo).toBeGreaterThanOrEqual(0);
      expect(property.daysAgo).toBeLessThanOrEqual(200);
      expect(property.imageCount).toBeGreaterThanOrEqual(2);
      expect(property.imageCount).toBeLessThanOrEqual(5);
    }
    expect(new Set(seedProperties.map((p) => p.daysAgo)).size).toBeGreaterThan(seedProperties.length / 2);
  });

  it('writes descriptions with paragraphs, lists and bold text only', () => {
    for (const { title, description } of [...seedProperties, ...seedProjects]) {
      const tags = [...description.matchAll(/<\/?([a-z]+)[^>]*>/g)].map((match) => match[1]);
      expect(new Set(tags), title).toEqual(new Set(tags.filter((tag) => ['p', 'ul', 'li', 'strong'].includes(tag))));
      expect(description, title).toMatch(/^<p>/);
    }
  });

  it('describes each listing as its facts say: furnishing and possession agree', () => {
    for (const property of seedProperties) {
      const text = property.description.replace(/<[^>]+>/g, ' ').toLowerCase();
      const stated = /semi-furnished/.test(text)
        ? 'semi_furnished'
        : /\bunfurnished\b/.test(text)
          ? 'unfurnished'
          : /\bfurnished\b/.test(text)
            ? 'furnished'
            : null;
      if (stated) expect(property.furnishing, property.title).toBe(stated);
      if (property.possession === 'under_construction') expect(text, property.title).not.toMatch(/ready to move/);
    }
  });

  it('asks only for image kinds and palettes the image generator knows', () => {
    for (const { kind, palette } of [...seedProperties, ...seedProjects]) {
      expect(seedImageKinds).toContain(kind);
      expect(seedPalettes).toContain(palette);
    }
  });
});

describe('seed projects', () => {
  it('has at least 6 projects, both ongoing and completed', () => {
    expect(seedProjects.length).toBeGreaterThanOrEqual(6);
    expect(seedProjects.some((p) => p.status === 'ONGOING')).toBe(true);
    expect(seedProjects.some((p) => p.status === 'COMPLETED')).toBe(true);
  });

  it('uses the slug the project form would make from the title', () => {
    for (const project of seedProjects) expect(project.slug).toBe(slugify(project.title));
    expect(new Set(seedProjects.map((p) => p.slug)).size).toBe(seedProjects.length);
  });

  it('passes the shared project form schema', () => {
    for (const project of seedProjects) {
      const result = v.safeParse(ProjectBody, projectFormInput(project));
      expect(result.success ? [] : result.issues.map((issue) => issue.message), project.title).toEqual([]);
      expect(project.imageCount).toBeGreaterThanOrEqual(2);
      expect(project.imageCount).toBeLessThanOrEqual(5);
    }
  });
});

describe('drawSeedImage', () => {
  it('draws a decodable JPEG of the default size', async () => {
    const jpeg = await drawSeedImage({ kind: 'apartment', seed: 1 });
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1280, 853]);
  });

  it('draws every kind at the size asked for', async () => {
    for (const [index, kind] of seedImageKinds.entries()) {
      const jpeg = await drawSeedImage({ kind, seed: index, width: 400, height: 300 });
      const meta = await sharp(jpeg).metadata();
      expect([kind, meta.format, meta.width, meta.height]).toEqual([kind, 'jpeg', 400, 300]);
    }
  });

  it('gives identical bytes for the same input and different pictures for different seeds', async () => {
    const spec = { kind: 'bungalow', seed: 42, label: 'Villa 7', width: 640, height: 427 };
    const first = await drawSeedImage(spec);
    const second = await drawSeedImage({ ...spec });
    const other = await drawSeedImage({ ...spec, seed: 43 });
    expect(first.equals(second)).toBe(true);
    expect(first.equals(other)).toBe(false);
  });

  it('draws an unknown kind as an apartment rather than failing', async () => {
    const jpeg = await drawSeedImage({ kind: 'castle', seed: 3, width: 200, height: 150 });
    expect((await sharp(jpeg).metadata()).format).toBe('jpeg');
  });
});
