// The code lists the editor's sections load, as GET /api/codelist/{name} answers them.
export const codeListReplies: Record<string, unknown> = {
  UnitOfMeasurement: [
    { id: 7, name: 'piece', code: 'C62', symbol: 'pcs' },
    { id: 8, name: 'kilogram', code: 'KGM', symbol: 'kg' },
  ],
  UnitOfTenderCriterion: [
    { id: 0, name: 'Currency' },
    { id: 2, name: 'Days' },
    { id: 5, name: 'Points' },
  ],
  Currency: [{ id: 1, name: 'US Dollar', symbol: '$', code: 'USD' }],
  Industry: [],
  Country: [],
};
