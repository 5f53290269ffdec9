import { areaTitle, companyAreaIds } from './area-title';

const workspaces = [{ id: 15, name: 'Spring reset' }];

describe('area title', () => {
  it('names a workspace area by the workspace, never by its id', () => {
    expect(areaTitle('/workspace/15/tasks', { workspaces })).toBe('Spring reset');
    expect(areaTitle('/workspace/16', { workspaces })).toBe('Workspace');
    expect(areaTitle('/workspace/all/files', { workspaces })).toBe('All selected workspaces');
  });

  it('names a company area by the company the page loaded, else by a team page’s company', () => {
    expect(areaTitle('/company/15/brands', { workspaces, companyName: 'Acme Foods' })).toBe('Acme Foods');
    expect(areaTitle('/company/15/team/3', { workspaces, teamCompanyName: 'Acme Foods' })).toBe('Acme Foods');
    expect(areaTitle('/company/15', { workspaces })).toBe('Company');
    expect(areaTitle('/company/15', { workspaces })).not.toMatch(/15/);
  });

  it('calls the company-less team area "Your teams"', () => {
    expect(areaTitle('/company/0/team/3', { workspaces })).toBe('Your teams');
  });

  it('has no title outside the areas', () => {
    expect(areaTitle('/profile', { workspaces })).toBeNull();
  });

  it('reads the company and team ids of a path', () => {
    expect(companyAreaIds('/company/15/team/3')).toEqual({ companyId: 15, teamId: 3 });
    expect(companyAreaIds('/company/15/brands')).toEqual({ companyId: 15, teamId: null });
    expect(companyAreaIds('/company/0/team/3')).toEqual({ companyId: null, teamId: 3 });
    expect(companyAreaIds('/workspace/2')).toEqual({ companyId: null, teamId: null });
  });
});
