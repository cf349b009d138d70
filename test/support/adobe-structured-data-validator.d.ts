/** The package ships no types; what the tests use of it. */
declare module '@adobe/structured-data-validator' {
  class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: { jsonld?: Record<string, unknown[]> }): Promise<Array<{ issueMessage: string; severity: 'ERROR' | 'WARNING'; fieldNames?: string[] }>>;
  }
  export default Validator;
}
