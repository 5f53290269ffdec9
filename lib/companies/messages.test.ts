import { imageUploadToast } from './messages';

describe('image upload toast', () => {
  it('says "Image added" for one and counts several', () => {
    expect(imageUploadToast(1, 0)).toEqual({ variant: 'success', title: 'Image added' });
    expect(imageUploadToast(3, 0)).toEqual({ variant: 'success', title: 'Images added', text: '3 images were added.' });
  });

  it('makes a partial failure one error toast that still counts what went up', () => {
    expect(imageUploadToast(2, 1)).toEqual({ variant: 'error', title: 'Error', text: '2 images added; 1 image could not be uploaded.' });
    expect(imageUploadToast(0, 2)).toEqual({ variant: 'error', title: 'Error', text: '2 images could not be uploaded.' });
  });

  it('shows nothing when nothing was uploaded', () => {
    expect(imageUploadToast(0, 0)).toBeNull();
  });
});
