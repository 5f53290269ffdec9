import { createElement } from 'react';
import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DetailsDisclosure } from './details-disclosure';
import { Field } from './field';
import { FilePicker } from './file-picker';

describe('FilePicker', () => {
  it('shows a button and the drop hint over an invisible native input that keeps the field label and errors', () => {
    const html = renderToStaticMarkup(
      createElement(
        Field,
        { label: 'Picture', errors: ['Too big.'] } as ComponentProps<typeof Field>,
        createElement(FilePicker, { name: 'image', accept: 'image/png' }),
      ),
    );
    expect(html).toContain('Choose a file');
    expect(html).toContain('or drop a file here');
    expect(html).not.toContain('file:'); // no styling of the browser's own "Choose File" button
    const input = html.match(/<input[^>]*>/)?.[0] ?? '';
    expect(input).toContain('type="file"');
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('opacity-0');
    const id = input.match(/id="([^"]+)"/)?.[1];
    expect(html).toContain(`for="${id}"`);
  });

  it('says "files" when several may be chosen, and takes a button label', () => {
    expect(renderToStaticMarkup(createElement(FilePicker, { multiple: true }))).toContain('Choose files');
    expect(renderToStaticMarkup(createElement(FilePicker, { buttonLabel: 'Choose an image' }))).toContain('Choose an image');
  });
});

describe('DetailsDisclosure', () => {
  it('folds its content under "Details", closed unless asked', () => {
    const html = renderToStaticMarkup(createElement(DetailsDisclosure, {} as ComponentProps<typeof DetailsDisclosure>, 'HTTP status 200'));
    expect(html).toMatch(/^<details class="[^"]*"><summary[^>]*>Details<\/summary>/);
    expect(html).toContain('HTTP status 200');
    expect(renderToStaticMarkup(createElement(DetailsDisclosure, { open: true } as ComponentProps<typeof DetailsDisclosure>, 'x'))).toMatch(
      /^<details[^>]* open=""/,
    );
  });
});
