import { describe, it, expect } from 'vitest';
import { isExitIntent, type ExitIntentPointer } from './exit-intent';

// SPEC 4.6: "Exit intent (when display_on_exit is set): the mouse leaves through the top edge, the pointer is less
// than 50 px from the top and at least 50 px from the right edge, and the target is not an input, select or
// fieldset."
describe('isExitIntent', () => {
  const leaving: ExitIntentPointer = { clientY: 0, clientX: 400, viewportWidth: 1200, leftThroughTop: true, targetTagName: 'DIV' };

  it('is an exit intent when the pointer leaves through the top away from the right edge', () => {
    expect(isExitIntent(leaving)).toBe(true);
  });

  it('is not an exit intent when the pointer leaves another way', () => {
    expect(isExitIntent({ ...leaving, leftThroughTop: false })).toBe(false);
  });

  it('needs the pointer less than 50 px from the top', () => {
    expect(isExitIntent({ ...leaving, clientY: 49 })).toBe(true);
    expect(isExitIntent({ ...leaving, clientY: 50 })).toBe(false);
  });

  it('counts a pointer already above the page (negative clientY)', () => {
    expect(isExitIntent({ ...leaving, clientY: -5 })).toBe(true);
  });

  it('needs the pointer at least 50 px from the right edge', () => {
    expect(isExitIntent({ ...leaving, clientX: 1150 })).toBe(true);
    expect(isExitIntent({ ...leaving, clientX: 1151 })).toBe(false);
  });

  it('ignores leaves over an input, select or fieldset, in any case', () => {
    for (const tag of ['INPUT', 'select', 'FieldSet']) {
      expect(isExitIntent({ ...leaving, targetTagName: tag })).toBe(false);
    }
  });

  it("ignores leaves over an open select's options", () => {
    expect(isExitIntent({ ...leaving, targetTagName: 'OPTION' })).toBe(false);
    expect(isExitIntent({ ...leaving, targetTagName: 'optgroup' })).toBe(false);
  });

  it('counts other targets and a missing target', () => {
    expect(isExitIntent({ ...leaving, targetTagName: 'TEXTAREA' })).toBe(true);
    expect(isExitIntent({ ...leaving, targetTagName: undefined })).toBe(true);
  });

  it('never counts non-finite coordinates', () => {
    expect(isExitIntent({ ...leaving, clientY: Number.NaN })).toBe(false);
    expect(isExitIntent({ ...leaving, viewportWidth: Number.NaN })).toBe(false);
  });
});
