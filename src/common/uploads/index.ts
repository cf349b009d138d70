export * from './read-multipart';
