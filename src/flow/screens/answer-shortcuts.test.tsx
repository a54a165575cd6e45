import { describe, expect, it } from 'vitest';
import { enterIsTheControls, isTypingTarget, shortcutTarget } from './answer-shortcuts';

const html = (markup: string) => {
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
};

describe('answer shortcuts', () => {
  it('chooses options by letter, from the key\'s place whatever the keyboard layout prints', () => {
    const list = html('<div class="cv-options"><label class="cv-option"><input type="radio" id="a"></label><label class="cv-option"><input type="radio" id="b"></label></div>');
    expect(shortcutTarget(list, 'KeyA')?.id).toBe('a');
    expect(shortcutTarget(list, 'KeyB')?.id).toBe('b');
    expect(shortcutTarget(list, 'KeyC')).toBeUndefined();
    expect(shortcutTarget(list, 'Digit1')).toBeUndefined();
  });

  it('chooses score points by the digit they show, and unnumbered points (stars) by their place', () => {
    const score = html([0, 1, 2, 3].map((n) => `<button role="radio" id="p${n}">${n}</button>`).join(''));
    expect(shortcutTarget(score, 'Digit0')?.id).toBe('p0');
    expect(shortcutTarget(score, 'Numpad3')?.id).toBe('p3');
    expect(shortcutTarget(score, 'Digit7')).toBeUndefined();
    const stars = html([1, 2, 3].map((n) => `<button role="radio" id="s${n}" aria-label="${n} stars">★</button>`).join(''));
    expect(shortcutTarget(stars, 'Digit2')?.id).toBe('s2');
    expect(shortcutTarget(stars, 'Digit0')).toBeUndefined();
  });

  it('leaves keys to fields being typed in, and Enter to buttons, links and text areas', () => {
    const root = html('<input type="text" id="t"><input type="radio" id="r"><textarea id="x"></textarea><button id="b"></button><a href="#" id="l">l</a><div id="d"></div>');
    const at = (id: string) => root.querySelector(`#${id}`);
    expect([isTypingTarget(at('t')), isTypingTarget(at('r')), isTypingTarget(at('x')), isTypingTarget(at('d'))]).toEqual([true, false, true, false]);
    expect([enterIsTheControls(at('t')), enterIsTheControls(at('r')), enterIsTheControls(at('x')), enterIsTheControls(at('b')), enterIsTheControls(at('l'))]).toEqual([false, false, true, true, true]);
  });
});
