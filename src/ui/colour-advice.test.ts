import { afterEach, describe, expect, it, vi } from 'vitest';
import { colourAdviceWanted, tellColourAdvice } from './colour-advice';

afterEach(() => vi.restoreAllMocks());

describe('colour advice in the console (issue #16 item 5)', () => {
  it.each([
    ['/flow_preview', '?flow_id=f'],
    ['/web_flow_preview', '?flow_id=f'],
    ['/feedback', '?node_id=n&isPreview=true'],
    ['/feedback', '?node_id=n&debug'],
    ['/widget', '?code=PSN-DEMO001&debug=1'],
  ])('is printed on %s%s', (pathname, search) => expect(colourAdviceWanted({ pathname, search })).toBe(true));

  it.each([
    ['/feedback', '?node_id=n'],
    ['/widget', '?code=PSN-DEMO001&host_origin=https%3A%2F%2Fshop.example'],
    ['/web_feedback', '?node_id=n&isPreview=false'],
  ])('is not printed on a respondent’s page view %s%s', (pathname, search) => expect(colourAdviceWanted({ pathname, search })).toBe(false));

  it('prints each note with its subject only where wanted', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    tellColourAdvice('Canvass node n', ['primary colour darkened'], { pathname: '/feedback', search: '?node_id=n' });
    expect(warn).not.toHaveBeenCalled();
    tellColourAdvice('Canvass node n', ['primary colour darkened'], { pathname: '/feedback', search: '?node_id=n&debug' });
    expect(warn).toHaveBeenCalledWith('Canvass node n: primary colour darkened');
  });
});
