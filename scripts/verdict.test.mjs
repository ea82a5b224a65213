import {test} from 'node:test';
import assert from 'node:assert/strict';
import {median, verdict} from './verdict.mjs';

test('the median of an odd and of an even number of runs', () => {
  assert.equal(median([5, 1, 3]), 3);
  assert.equal(median([4, 1, 3, 2]), 2.5);
});

test('met only when every run beats the limit applied to every other run', () => {
  assert.equal(verdict([70, 75, 80], [100, 110, 120], 0.8), 'met');
});

test('medians within the limit but overlapping spreads are not separable', () => {
  // 85 > 0.8 x 100: one Cape run is slower than the budget on the fastest stock run.
  assert.equal(verdict([70, 75, 85], [100, 110, 120], 0.8), 'not separable');
});

test('medians over the limit are over, whatever the spreads', () => {
  assert.equal(verdict([90, 95, 100], [100, 110, 120], 0.8), 'OVER');
});

test('bytes, the same in every run, are judged exactly', () => {
  assert.equal(verdict([80, 80], [100, 100], 0.8), 'met');
  assert.equal(verdict([81, 81], [100, 100], 0.8), 'OVER');
});
