import { formatBytes, overallProgress, uploadBatches, uploadLabel } from './upload-batches';

describe('resource uploads', () => {
  it('splits files into requests of at most ten', () => {
    const files = Array.from({ length: 23 }, (_, i) => i);
    expect(uploadBatches(files).map((b) => b.length)).toEqual([10, 10, 3]);
    expect(uploadBatches([])).toEqual([]);
  });

  it('weights progress by bytes across requests', () => {
    expect(overallProgress([300, 100], 0, 0.5)).toBe(150 / 400);
    expect(overallProgress([300, 100], 1, 0.5)).toBe(350 / 400);
    expect(overallProgress([0, 0], 1, 0)).toBe(0.5);
    expect(overallProgress([300, 100], 1, 1)).toBe(1);
  });

  it('labels and sizes for people', () => {
    expect(uploadLabel(['a.pdf'])).toBe('Uploading a.pdf');
    expect(uploadLabel(['a.pdf', 'b.pdf'])).toBe('Uploading 2 files');
    expect([formatBytes(850), formatBytes(12_345), formatBytes(3_565_158), formatBytes(52_428_800)]).toEqual(['850 B', '12 KB', '3.4 MB', '50 MB']);
  });
});
