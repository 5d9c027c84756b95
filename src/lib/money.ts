// The browser's entry to the money rules of src/domain/money.ts (features import it from here).
export * from '#/domain/money.ts';
