const Sequencer = require('@jest/test-sequencer').default;

// Files run in name order, so the card-data audit (zz-card-data.test.ts) reads what every
// earlier file left behind: the cards typed into the pay pages in Chromium included.
class ByName extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => a.path.localeCompare(b.path));
  }
}

module.exports = ByName;
