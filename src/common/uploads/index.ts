export * from './read-multipart';
export * from './read-body-with-resume';
