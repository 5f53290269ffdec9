import { copyToClipboard, shareUrl } from './copy-to-clipboard';
import { shareLink } from './share-flow';

describe('shareLink', () => {
  it('creates the code, builds {origin}/s/{code} and copies it', async () => {
    const createCode = jest.fn().mockResolvedValue({ code: 'Ab3dEf7hJk' });
    const copy = jest.fn().mockResolvedValue(true);
    await expect(shareLink({ createCode, origin: 'https://app.example.com/', copy })).resolves.toEqual({
      link: 'https://app.example.com/s/Ab3dEf7hJk',
      copied: true,
    });
    expect(copy).toHaveBeenCalledWith('https://app.example.com/s/Ab3dEf7hJk');
  });

  it('reports a refused clipboard so the link can be shown instead', async () => {
    const out = await shareLink({ createCode: async () => ({ code: 'Ab3dEf7hJk' }), origin: 'http://localhost:3000', copy: async () => false });
    expect(out).toEqual({ link: 'http://localhost:3000/s/Ab3dEf7hJk', copied: false });
  });

  it("makes no link when the code could not be created (the error toast is the mutation's)", async () => {
    const copy = jest.fn();
    await expect(shareLink({ createCode: async () => false, origin: 'http://x', copy })).resolves.toBeNull();
    expect(copy).not.toHaveBeenCalled();
  });

  it('reuses the link it already made without calling the API again', async () => {
    const createCode = jest.fn();
    const out = await shareLink({ createCode, origin: 'http://x', known: 'http://x/s/Ab3dEf7hJk', copy: async () => true });
    expect(out?.link).toBe('http://x/s/Ab3dEf7hJk');
    expect(createCode).not.toHaveBeenCalled();
  });
});

describe('copyToClipboard', () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  const setNavigator = (value: unknown) => Object.defineProperty(globalThis, 'navigator', { value, configurable: true, writable: true });
  afterEach(() => {
    if (original) Object.defineProperty(globalThis, 'navigator', original);
  });

  it('writes the text when the clipboard allows it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setNavigator({ clipboard: { writeText } });
    await expect(copyToClipboard('http://x/s/1')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('http://x/s/1');
  });

  it('answers false without a clipboard or when it is denied', async () => {
    setNavigator({});
    await expect(copyToClipboard('a')).resolves.toBe(false);
    setNavigator({ clipboard: { writeText: jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) } });
    await expect(copyToClipboard('a')).resolves.toBe(false);
  });

  it('builds the link on the given origin', () => {
    expect(shareUrl('https://a.io', 'Xy12345678')).toBe('https://a.io/s/Xy12345678');
  });
});
