/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment SessionUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  role\n}": typeof types.SessionUserFragmentDoc,
    "query CatalogueCounts {\n  countAlbums {\n    totalDocs\n  }\n  countArtists {\n    totalDocs\n  }\n}": typeof types.CatalogueCountsDocument,
    "query CurrentUser {\n  meUser {\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.CurrentUserDocument,
    "query PlayerAlbums {\n  Albums(pagination: false, sort: \"-releaseDate\") {\n    docs {\n      id\n      title\n      featuredArtist\n      coverImageUrl\n      spotifyUrl\n    }\n  }\n}": typeof types.PlayerAlbumsDocument,
    "query SitemapPosts {\n  BlogPosts(\n    pagination: false\n    sort: \"-publishedAt\"\n    where: {status: {equals: published}}\n  ) {\n    docs {\n      slug\n      updatedAt\n    }\n  }\n}": typeof types.SitemapPostsDocument,
};
const documents: Documents = {
    "fragment SessionUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  role\n}": types.SessionUserFragmentDoc,
    "query CatalogueCounts {\n  countAlbums {\n    totalDocs\n  }\n  countArtists {\n    totalDocs\n  }\n}": types.CatalogueCountsDocument,
    "query CurrentUser {\n  meUser {\n    user {\n      ...SessionUser\n    }\n  }\n}": types.CurrentUserDocument,
    "query PlayerAlbums {\n  Albums(pagination: false, sort: \"-releaseDate\") {\n    docs {\n      id\n      title\n      featuredArtist\n      coverImageUrl\n      spotifyUrl\n    }\n  }\n}": types.PlayerAlbumsDocument,
    "query SitemapPosts {\n  BlogPosts(\n    pagination: false\n    sort: \"-publishedAt\"\n    where: {status: {equals: published}}\n  ) {\n    docs {\n      slug\n      updatedAt\n    }\n  }\n}": types.SitemapPostsDocument,
};

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = gql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function gql(source: string): unknown;

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment SessionUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  role\n}"): (typeof documents)["fragment SessionUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  role\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CatalogueCounts {\n  countAlbums {\n    totalDocs\n  }\n  countArtists {\n    totalDocs\n  }\n}"): (typeof documents)["query CatalogueCounts {\n  countAlbums {\n    totalDocs\n  }\n  countArtists {\n    totalDocs\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CurrentUser {\n  meUser {\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["query CurrentUser {\n  meUser {\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query PlayerAlbums {\n  Albums(pagination: false, sort: \"-releaseDate\") {\n    docs {\n      id\n      title\n      featuredArtist\n      coverImageUrl\n      spotifyUrl\n    }\n  }\n}"): (typeof documents)["query PlayerAlbums {\n  Albums(pagination: false, sort: \"-releaseDate\") {\n    docs {\n      id\n      title\n      featuredArtist\n      coverImageUrl\n      spotifyUrl\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SitemapPosts {\n  BlogPosts(\n    pagination: false\n    sort: \"-publishedAt\"\n    where: {status: {equals: published}}\n  ) {\n    docs {\n      slug\n      updatedAt\n    }\n  }\n}"): (typeof documents)["query SitemapPosts {\n  BlogPosts(\n    pagination: false\n    sort: \"-publishedAt\"\n    where: {status: {equals: published}}\n  ) {\n    docs {\n      slug\n      updatedAt\n    }\n  }\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;