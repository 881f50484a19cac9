/** The listings of a project's page: the first page of its units, newest first, as the search answers them. */
export const projectUnitsParams = (projectId: string) => ({ project: projectId, page: 1 });
