import { expect, test } from './fixtures';
import { sharedWorkspace } from './content-fixtures';

test('workspace retailers: detail with notes (add, edit, delete, author-only), remove and add back', async ({
  page: pageA,
  context: ctxA,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  void consoleErrors;
  const s = await sharedWorkspace(browser, ctxA);
  const ws = s.workspaceId;

  await pageA.goto(`/workspace/${ws}/retailers`);
  await expect(pageA.getByRole('link', { name: 'Target' })).toBeVisible();
  await expect(pageA.getByRole('link', { name: 'Costco' })).toBeVisible();
  await pageA.getByRole('link', { name: 'Target' }).click();
  await expect(pageA).toHaveURL(new RegExp(`/workspace/${ws}/retailers/${s.retailers[0].id}$`));

  // A adds a note with the keyboard, then edits it.
  const box = pageA.getByRole('textbox', { name: 'Add a note' });
  await box.fill('Buyer meeting moved to Tuesday');
  await box.press('Control+Enter');
  // No "Note created" toast: the note appearing in the list is the feedback.
  const note = pageA.getByRole('article', { name: 'Note by Ann Author' });
  await expect(note).toContainText('Buyer meeting moved to Tuesday');
  await expect(pageA.getByText('Note created')).toHaveCount(0);
  await note.getByRole('button', { name: 'Edit note by Ann Author' }).click();
  await note.getByRole('textbox').fill('Buyer meeting moved to Wednesday');
  await note.getByRole('button', { name: 'Save' }).click();
  await expect(pageA.getByText('Note has been updated successfully')).toBeVisible();
  await expect(note).toContainText('edited');

  // B, a member of the same team, reads the note but may not edit it.
  const pageB = await s.ctxB.newPage();
  await pageB.goto(`/workspace/${ws}/retailers/${s.retailers[0].id}`);
  const noteB = pageB.getByRole('article', { name: 'Note by Ann Author' });
  await expect(noteB).toContainText('Buyer meeting moved to Wednesday');
  await expect(noteB.getByRole('button', { name: 'Edit note by Ann Author' })).toHaveCount(0);

  // A deletes the note after a confirmation.
  await note.getByRole('button', { name: 'Delete note by Ann Author' }).click();
  await pageA
    .getByRole('alertdialog')
    .getByRole('button', { name: /delete/i })
    .click();
  await expect(pageA.getByText('Note deleted')).toBeVisible();
  await expect(note).toHaveCount(0);

  // Remove Costco from the workspace, then bring it back from the company's retailers.
  await pageA.goto(`/workspace/${ws}/retailers/${s.retailers[1].id}`);
  await pageA.getByRole('button', { name: 'Remove from workspace' }).click();
  await pageA
    .getByRole('alertdialog')
    .getByRole('button', { name: /remove|delete/i })
    .click();
  await expect(pageA.getByText('Retailer removed from the workspace')).toBeVisible();
  await expect(pageA).toHaveURL(new RegExp(`/workspace/${ws}/retailers$`));
  await expect(pageA.getByRole('link', { name: 'Costco' })).toHaveCount(0);

  await pageA.getByRole('button', { name: 'Add retailer' }).click();
  const dialog = pageA.getByRole('dialog');
  await dialog.getByRole('searchbox').or(dialog.getByRole('textbox')).first().fill('Cost');
  await dialog.getByRole('button', { name: 'Add Costco' }).click();
  await expect(pageA.getByText('Retailer added to the workspace')).toBeVisible();
  await expect(pageA.getByRole('link', { name: 'Costco' })).toBeVisible();

  // Not in any company yet: created from the picker in the company A may edit, and added at once.
  await pageA.getByRole('button', { name: 'Add retailer' }).click();
  await dialog.getByRole('searchbox').or(dialog.getByRole('textbox')).first().fill('Kroger');
  await expect(dialog.getByText('in Northwind, and add it here')).toBeVisible();
  await dialog.getByRole('button', { name: /Create “Kroger”/ }).click();
  await expect(pageA.getByRole('link', { name: 'Kroger' })).toBeVisible();
  await expect(pageA.getByRole('dialog')).toHaveCount(0);

  // The outsider is sent to the workspace home, which says the workspace is not theirs.
  const pageO = await s.ctxOutsider.newPage();
  await pageO.goto(`/workspace/${ws}/retailers/${s.retailers[0].id}`);
  await expect(pageO).toHaveURL(new RegExp(`/workspace/${ws}$`));
  await expect(pageO.getByText('Workspace not found')).toBeVisible();
  await expect(pageO.getByText('Target')).toHaveCount(0);
  await s.close();
});
