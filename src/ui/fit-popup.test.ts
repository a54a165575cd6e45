import { describe, expect, it } from 'vitest';
import { fitPopup } from './fit-popup';

const box = (left: number, top: number, width: number, height: number) => ({ left, top, right: left + width, bottom: top + height });
const phone = box(0, 0, 390, 844);

describe('fitting a dropdown on screen (issue #16 item 7)', () => {
  it('shifts a list that opens past the left edge of a phone back inside', () => {
    // The button sits at the start; the list, aligned to its end, would begin 78 px off screen.
    const fit = fitPopup(box(16, 16, 84, 44), box(-78, 64, 162, 274), phone, 'down');
    expect(fit.shiftX).toBe(78);
    expect(fit.placement).toBe('down');
  });

  it('shifts a list that would pass the column end back into the column', () => {
    const column = box(320, 0, 640, 800);
    expect(fitPopup(box(880, 16, 80, 44), box(880, 64, 162, 274), column, 'down').shiftX).toBe(960 - 1042);
  });

  it('leaves a list that fits where it is', () => {
    expect(fitPopup(box(200, 16, 84, 44), box(122, 64, 162, 274), phone, 'down')).toEqual({ shiftX: 0, placement: 'down', maxHeight: 844 - 60 - 4 });
  });

  it('opens upward from a button near the bottom (the widget footer) and caps its height to the room above', () => {
    const frame = box(0, 0, 355, 520);
    const fit = fitPopup(box(16, 466, 84, 44), box(16, 514, 162, 274), frame, 'down');
    expect(fit.placement).toBe('up');
    expect(fit.maxHeight).toBe(466 - 4);
  });

  it('keeps the preferred side when neither fits but it has the more room', () => {
    const short = box(0, 0, 360, 300);
    expect(fitPopup(box(16, 40, 84, 44), box(16, 88, 162, 274), short, 'down')).toMatchObject({ placement: 'down', maxHeight: 300 - 84 - 4 });
  });
});
