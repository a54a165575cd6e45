import { afterEach, describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/react';
import { CANVASS_ORIGIN, CODE, loadWidget, resetPage } from './test-kit';

afterEach(resetPage);

const css = (root: ShadowRoot) => root.querySelector('style')!.textContent!;
const inRoot = (root: ShadowRoot) => within(root as unknown as HTMLElement);

describe('drawing the widget (SPEC 2.4, 9)', () => {
  it('draws in a shadow root, so the page CSS cannot reach it', async () => {
    const { root } = await loadWidget();
    expect(document.querySelector('[data-canvass-widget]')!.shadowRoot).toBe(root);
    expect(document.querySelector('button')).toBeNull();
  });

  it('shows a round icon button labelled Feedback at the bottom right in plain mode, with the default size and colours', async () => {
    const { root } = await loadWidget();
    const button = inRoot(root).getByRole('button', { name: 'Feedback' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', root.querySelector('.f')!.id);
    expect(button.querySelector('svg')).not.toBeNull();
    expect(css(root)).toMatch(/\.l\{position:fixed;right:20px;bottom:20px;[^}]*width:60px;height:60px;[^}]*background:#20B8F7;color:#FFFFFF/);
  });

  it('shows the popover text in the page language as a pill', async () => {
    const { root } = await loadWidget({ popover_text: { en: 'Tell us', tr: 'Bize yazın' } }, { language: 'tr' });
    const button = inRoot(root).getByRole('button', { name: 'Bize yazın' });
    expect(button).toHaveClass('pill');
  });

  it('shows a side tab with the toggle text in modal mode, "Feedback" without one', async () => {
    const first = await loadWidget({ modal_mode: true, modal_toggle_text: { EN: 'Your opinion' } });
    expect(inRoot(first.root).getByRole('button', { name: 'Your opinion' })).toHaveClass('tab');
    resetPage();
    const second = await loadWidget({ modal_mode: true });
    expect(inRoot(second.root).getByRole('button', { name: 'Feedback' })).toHaveClass('tab');
  });

  it('uses the configured size, colours, radius, margin and position', async () => {
    const { root } = await loadWidget({
      size: 48, margin: 12, primary_color: '#FFD60A', secondary_color: '#FFE066', font_color: '#000000', radius: 10,
      widget_top_position: 30, widget_top_position_type: 'percent', widget_right_position: 5, widget_right_position_type: 'px',
    });
    const styles = css(root);
    expect(styles).toMatch(/\.l\{position:fixed;right:5px;top:30%;[^}]*width:48px;height:48px;[^}]*background:#FFD60A;color:#000000/);
    expect(styles).toContain('.l:hover{background:#FFE066}');
    expect(styles).toMatch(/\.f\{[^}]*border-radius:10px/);
  });

  it('mirrors to the bottom left on a right-to-left page', async () => {
    document.documentElement.dir = 'rtl';
    const { root } = await loadWidget();
    expect(css(root)).toMatch(/\.l\{position:fixed;left:20px;bottom:20px/);
    expect(css(root)).toMatch(/\.f\{position:fixed;left:20px/);
  });

  it('makes the frame 355 px wide, 30 % for the rate width type, or the configured width', async () => {
    expect(css((await loadWidget()).root)).toMatch(/\.f\{[^}]*width:355px/);
    resetPage();
    expect(css((await loadWidget({ width_type: 'rate' })).root)).toMatch(/\.f\{[^}]*width:30vw/);
    resetPage();
    expect(css((await loadWidget({ width_type: 'rate', width: 50 })).root)).toMatch(/\.f\{[^}]*width:50vw/);
    resetPage();
    expect(css((await loadWidget({ width: 420 })).root)).toMatch(/\.f\{[^}]*width:420px/);
  });
});

describe('the launcher\'s colours', () => {
  it('are the readable ones the server worked out, when it sent them', async () => {
    const styles = css((await loadWidget({ primary_color: '#20B8F7', launcher_colors: { fill: '#167faa', text: '#ffffff', hover: '#0f5f80' } })).root);
    expect(styles).toMatch(/\.l\{[^}]*background:#167faa;color:#ffffff/);
    expect(styles).toContain('.l:hover{background:#0f5f80}');
  });
});

describe('the launcher\'s name', () => {
  it('is the one the server served in the widget language, on the icon button and the frame', async () => {
    const { root, launcher, iframe } = await loadWidget({ launcher_label: 'رأي' });
    expect(inRoot(root).getByRole('button', { name: 'رأي' })).toBe(launcher);
    launcher.click();
    expect(iframe()!.title).toBe('رأي');
  });
});

describe('the frame', () => {
  it('is created on the first opening with the widget address and the host origin, then kept', async () => {
    const { launcher, iframe, isOpen } = await loadWidget();
    expect(iframe()).toBeNull();
    launcher.click();
    expect(isOpen()).toBe(true);
    const frame = iframe()!;
    expect(frame.title).toBe('Feedback');
    expect(frame.src).toBe(`${CANVASS_ORIGIN}/widget?code=${CODE}&host_origin=${encodeURIComponent(location.origin)}`);
    launcher.click();
    expect(isOpen()).toBe(false);
    launcher.click();
    expect(iframe()).toBe(frame);
  });

  it('passes ?debug of the host page on to the frame, which then prints its colour advice (issue #16 item 5)', async () => {
    history.replaceState({}, '', '/?debug');
    const { launcher, iframe } = await loadWidget();
    launcher.click();
    expect(iframe()!.src).toBe(`${CANVASS_ORIGIN}/widget?code=${CODE}&host_origin=${encodeURIComponent(location.origin)}&debug`);
    history.replaceState({}, '', '/');
  });

  it('opens 450 px high within the window, and moves focus into the frame', async () => {
    const { launcher, root, frameContainer, iframe } = await loadWidget();
    launcher.click();
    expect(frameContainer.style.height).toBe('450px');
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    expect(root.activeElement).toBe(iframe());
  });

  it('opens no higher than the window leaves room for (window height − 2 × margin − launcher)', async () => {
    vi.stubGlobal('innerHeight', 480);
    const { launcher, frameContainer } = await loadWidget();
    launcher.click();
    expect(frameContainer.style.height).toBe('380px');
  });

  it('fills a screen narrower than 480 px with full_page_on_mobile, and only then', async () => {
    vi.stubGlobal('innerWidth', 400);
    const narrow = await loadWidget({ full_page_on_mobile: true });
    narrow.launcher.click();
    expect(narrow.frameContainer).toHaveClass('full');
    expect(css(narrow.root)).toMatch(/\.full\{inset:0;/);
    resetPage();
    vi.stubGlobal('innerWidth', 400);
    const plain = await loadWidget();
    plain.launcher.click();
    expect(plain.frameContainer).not.toHaveClass('full');
  });
});
