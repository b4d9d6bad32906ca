import { breakPieces, scriptRuns } from './pdf-text';

describe('scriptRuns', () => {
  it('gives Tibetan letters their own runs; spaces and marks stay with the run they follow', () => {
    expect(scriptRuns('Druk Tours འབྲུག ₹5')).toEqual([
      { text: 'Druk Tours ', script: 'latin' },
      { text: 'འབྲུག ', script: 'tibetan' },
      { text: '₹5', script: 'latin' },
    ]);
    expect(scriptRuns('Zoe\u0308')).toEqual([{ text: 'Zoe\u0308', script: 'latin' }]);
    expect(scriptRuns('')).toEqual([]);
  });
});

describe('breakPieces', () => {
  it('lets a line end after spaces, a tsheg or shad, or a hyphen not before a digit', () => {
    expect(breakPieces('Druk  Tours')).toEqual(['Druk  ', 'Tours']);
    expect(breakPieces('འབྲུག་ཡུལ། ལམ')).toEqual(['འབྲུག་', 'ཡུལ། ', 'ལམ']);
    expect(breakPieces('INV-2026-1001 druk-tours')).toEqual(['INV-2026-1001 ', 'druk-', 'tours']);
    expect(breakPieces('')).toEqual([]);
  });
});
