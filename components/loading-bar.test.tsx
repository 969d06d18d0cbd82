import { isInternalNavigation } from './loading-bar';

function clickOn(html: string, init: MouseEventInit = {}) {
  document.body.innerHTML = html;
  const target = document.body.querySelector('[data-target]') ?? document.body.firstElementChild!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

const here = 'http://localhost/de/faq';

describe('isInternalNavigation', () => {
  it('is true for a plain click on a link to another page of the site', () => {
    expect(isInternalNavigation(clickOn('<a href="/de/about">x</a>'), here)).toBe(true);
    expect(
      isInternalNavigation(clickOn('<a href="/de/faq?x=1"><span data-target>x</span></a>'), here),
    ).toBe(true);
  });

  it('is false for other origins, new tabs, downloads, modifiers and same-page links', () => {
    expect(isInternalNavigation(clickOn('<a href="https://example.org/">x</a>'), here)).toBe(false);
    expect(isInternalNavigation(clickOn('<a href="/de/about" target="_blank">x</a>'), here)).toBe(
      false,
    );
    expect(isInternalNavigation(clickOn('<a href="/file.json" download>x</a>'), here)).toBe(false);
    expect(
      isInternalNavigation(clickOn('<a href="/de/about">x</a>', { ctrlKey: true }), here),
    ).toBe(false);
    expect(isInternalNavigation(clickOn('<a href="/de/about">x</a>', { button: 1 }), here)).toBe(
      false,
    );
    expect(isInternalNavigation(clickOn('<a href="#top">x</a>'), here)).toBe(false);
    expect(isInternalNavigation(clickOn('<button>x</button>'), here)).toBe(false);
  });
});
