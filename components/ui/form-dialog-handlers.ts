/** The handlers of the form inside a form dialog: Cancel closes the dialog; a save closes it and hands the saved record on. */
export function formDialogHandlers<T>(onOpenChange: (open: boolean) => void, onSaved?: (saved: T) => void) {
  return {
    onCancel: () => onOpenChange(false),
    onDone: (saved: T) => {
      onOpenChange(false);
      onSaved?.(saved);
    },
  };
}
