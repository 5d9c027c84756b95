import { describe, expect, it } from 'vitest';
import {
  declarationProblem,
  missingDeclarations,
  ownDeclarations,
  resolveDeclarations,
  storeDeclarations,
} from './declarations.ts';

const product = { price: 1499, sizes: [{ size: 'S' }, { size: 'M' }] };

describe('the store defaults', () => {
  it('declare the store itself as the manufacturer in India, one piece a pack, its contact as consumer care', () => {
    const store = storeDeclarations({});
    expect(store).toMatchObject({
      makerRole: 'manufacturer',
      makerName: 'Saanjh',
      makerAddress: 'Saanjh Apparel, Plot 14, Sector 18, Gurugram, Haryana 122002',
      countryOfOrigin: 'India',
      netQuantity: '1 N',
    });
    expect(store.consumerCare).toContain('care@saanjh.example');
    expect(store.consumerCare).toContain('+91 98100 00000');
  });

  it('take the configured values, and the store identity when only that is configured', () => {
    const store = storeDeclarations({
      PUBLIC_STORE_NAME: 'Kora',
      PUBLIC_STORE_ADDRESS: '1 Mall Road, Shimla 171001',
      PUBLIC_MAKER_ROLE: 'marketer',
      PUBLIC_COUNTRY_OF_ORIGIN: ' Bangladesh ',
      PUBLIC_NET_QUANTITY: '',
    });
    expect(store).toMatchObject({
      makerRole: 'marketer',
      makerName: 'Kora',
      makerAddress: '1 Mall Road, Shimla 171001',
      countryOfOrigin: 'Bangladesh',
      netQuantity: '1 N',
    });
  });

  it('refuse an unknown role or an overlong value, naming the key', () => {
    expect(declarationProblem({ PUBLIC_MAKER_ROLE: 'maker' })).toBe(
      'PUBLIC_MAKER_ROLE must be one of manufacturer, packer, importer, marketer',
    );
    expect(declarationProblem({ PUBLIC_COUNTRY_OF_ORIGIN: 'x'.repeat(61) })).toBe(
      'PUBLIC_COUNTRY_OF_ORIGIN must be at most 60 characters',
    );
    expect(declarationProblem({ PUBLIC_MAKER_ROLE: 'importer', PUBLIC_MAKER_NAME: 'Kora Imports' })).toBeUndefined();
  });
});

describe('a product against the store defaults', () => {
  const store = storeDeclarations({});

  it('takes each declaration of its own first, the store default for the rest; MRP and sizes from the product', () => {
    const declared = resolveDeclarations(
      {
        ...product,
        mrp: 1999,
        genericName: "Women's kurta set",
        netQuantity: '1 set of 2 pieces',
        makerRole: 'packer',
      },
      store,
    );
    expect(declared).toEqual({
      genericName: "Women's kurta set",
      netQuantity: '1 set of 2 pieces',
      countryOfOrigin: 'India',
      maker: { role: 'packer', name: 'Saanjh', address: store.makerAddress },
      consumerCare: store.consumerCare,
      mrp: 1999,
      sizes: ['S', 'M'],
    });
  });

  it('declares the price as the MRP when the product sells at its MRP (no MRP of its own)', () => {
    expect(resolveDeclarations({ ...product, genericName: 'Top' }, store).mrp).toBe(1499);
  });

  it('treats a blank value of its own as not given (the default applies)', () => {
    expect(resolveDeclarations({ ...product, countryOfOrigin: '  ' }, store).countryOfOrigin).toBe('India');
  });

  it('misses only the generic name under the defaults: the store has none for it', () => {
    expect(missingDeclarations({}, store)).toEqual(['Generic name']);
    expect(missingDeclarations({ genericName: "Women's dress" }, store)).toEqual([]);
  });

  it('names every declaration missing without defaults, the maker by its role', () => {
    expect(missingDeclarations({ makerRole: 'importer' }, {})).toEqual([
      'Generic name',
      'Net quantity',
      'Country of origin',
      "Importer's name",
      "Importer's address",
      'Consumer care',
    ]);
    expect(missingDeclarations({ genericName: 'Skirt', makerName: 'Kora' }, { countryOfOrigin: 'India' })).toEqual([
      'Net quantity',
      "Manufacturer's address",
      'Consumer care',
    ]);
  });
});

describe('ownDeclarations', () => {
  it('keeps only the declarations a stored product has (no nulls, no blanks)', () => {
    expect(
      ownDeclarations({
        genericName: "Women's dress",
        netQuantity: null,
        countryOfOrigin: ' ',
        makerRole: 'importer',
        makerName: null,
        makerAddress: null,
        consumerCare: null,
      }),
    ).toEqual({ genericName: "Women's dress", makerRole: 'importer' });
  });
});
