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
    "fragment AlbumCard on Album {\n  id\n  title\n  slug\n  featuredArtist\n  description\n  coverImageUrl\n  spotifyUrl\n  releaseDate\n  artist {\n    id\n    name\n  }\n}": typeof types.AlbumCardFragmentDoc,
    "fragment ArtistCard on Artist {\n  id\n  name\n  description\n  modelVersion\n  profileImageUrl\n  spotifyUrl\n}": typeof types.ArtistCardFragmentDoc,
    "fragment BlogCard on BlogPost {\n  id\n  title\n  slug\n  excerpt\n  coverImageUrl\n  status\n  publishedAt\n  authorName\n}": typeof types.BlogCardFragmentDoc,
    "query AlbumPage($slug: String!) {\n  Albums(limit: 1, where: {slug: {equals: $slug}}) {\n    docs {\n      ...AlbumCard\n    }\n  }\n}": typeof types.AlbumPageDocument,
    "query AlbumsPage($limit: Int!, $page: Int!) {\n  Albums(limit: $limit, page: $page, sort: \"-releaseDate\") {\n    docs {\n      ...AlbumCard\n    }\n    totalDocs\n    totalPages\n  }\n}": typeof types.AlbumsPageDocument,
    "query Article($slug: String!) {\n  BlogPosts(\n    limit: 1\n    where: {AND: [{status: {equals: published}}, {slug: {equals: $slug}}]}\n  ) {\n    docs {\n      ...BlogCard\n      content\n    }\n  }\n}": typeof types.ArticleDocument,
    "query ArtistAlbums($artist: JSON!, $exclude: Int!, $limit: Int!) {\n  Albums(\n    limit: $limit\n    sort: \"-releaseDate\"\n    where: {AND: [{artist: {equals: $artist}}, {id: {not_equals: $exclude}}]}\n  ) {\n    docs {\n      ...AlbumCard\n    }\n  }\n}": typeof types.ArtistAlbumsDocument,
    "query ArtistsPage {\n  Albums(pagination: false, sort: \"-releaseDate\") {\n    docs {\n      ...AlbumCard\n    }\n  }\n  Artists(pagination: false, sort: \"createdAt\") {\n    docs {\n      ...ArtistCard\n    }\n  }\n}": typeof types.ArtistsPageDocument,
    "query BlogPage($limit: Int!, $page: Int!) {\n  BlogPosts(\n    limit: $limit\n    page: $page\n    sort: \"-publishedAt\"\n    where: {status: {equals: published}}\n  ) {\n    totalPages\n    docs {\n      ...BlogCard\n    }\n  }\n}": typeof types.BlogPageDocument,
    "query HomeCatalogue {\n  Albums(limit: 6, sort: \"-releaseDate\") {\n    docs {\n      ...AlbumCard\n    }\n    totalDocs\n  }\n  countArtists {\n    totalDocs\n  }\n}": typeof types.HomeCatalogueDocument,
    "query LandingPage {\n  Albums(limit: 4, sort: \"-releaseDate\") {\n    docs {\n      ...AlbumCard\n    }\n    totalDocs\n  }\n  Artists(limit: 3, sort: \"createdAt\") {\n    docs {\n      ...ArtistCard\n    }\n    totalDocs\n  }\n}": typeof types.LandingPageDocument,
    "query PublishedPosts {\n  BlogPosts(\n    pagination: false\n    sort: \"-publishedAt\"\n    where: {status: {equals: published}}\n  ) {\n    docs {\n      ...BlogCard\n    }\n  }\n}": typeof types.PublishedPostsDocument,
    "query SitemapAlbums {\n  Albums(pagination: false, sort: \"-releaseDate\") {\n    docs {\n      slug\n      updatedAt\n    }\n  }\n}": typeof types.SitemapAlbumsDocument,
    "query SitemapPosts {\n  BlogPosts(\n    pagination: false\n    sort: \"-publishedAt\"\n    where: {status: {equals: published}}\n  ) {\n    docs {\n      slug\n      updatedAt\n    }\n  }\n}": typeof types.SitemapPostsDocument,
};
const documents: Documents = {
    "fragment AlbumCard on Album {\n  id\n  title\n  slug\n  featuredArtist\n  description\n  coverImageUrl\n  spotifyUrl\n  releaseDate\n  artist {\n    id\n    name\n  }\n}": types.AlbumCardFragmentDoc,
    "fragment ArtistCard on Artist {\n  id\n  name\n  description\n  modelVersion\n  profileImageUrl\n  spotifyUrl\n}": types.ArtistCardFragmentDoc,
    "fragment BlogCard on BlogPost {\n  id\n  title\n  slug\n  excerpt\n  coverImageUrl\n  status\n  publishedAt\n  authorName\n}": types.BlogCardFragmentDoc,
    "query AlbumPage($slug: String!) {\n  Albums(limit: 1, where: {slug: {equals: $slug}}) {\n    docs {\n      ...AlbumCard\n    }\n  }\n}": types.AlbumPageDocument,
    "query AlbumsPage($limit: Int!, $page: Int!) {\n  Albums(limit: $limit, page: $page, sort: \"-releaseDate\") {\n    docs {\n      ...AlbumCard\n    }\n    totalDocs\n    totalPages\n  }\n}": types.AlbumsPageDocument,
    "query Article($slug: String!) {\n  BlogPosts(\n    limit: 1\n    where: {AND: [{status: {equals: published}}, {slug: {equals: $slug}}]}\n  ) {\n    docs {\n      ...BlogCard\n      content\n    }\n  }\n}": types.ArticleDocument,
    "query ArtistAlbums($artist: JSON!, $exclude: Int!, $limit: Int!) {\n  Albums(\n    limit: $limit\n    sort: \"-releaseDate\"\n    where: {AND: [{artist: {equals: $artist}}, {id: {not_equals: $exclude}}]}\n  ) {\n    docs {\n      ...AlbumCard\n    }\n  }\n}": types.ArtistAlbumsDocument,
    "query ArtistsPage {\n  Albums(pagination: false, sort: \"-releaseDate\") {\n    docs {\n      ...AlbumCard\n    }\n  }\n  Artists(pagination: false, sort: \"createdAt\") {\n    docs {\n      ...ArtistCard\n    }\n  }\n}": types.ArtistsPageDocument,
    "query BlogPage($limit: Int!, $page: Int!) {\n  BlogPosts(\n    limit: $limit\n    page: $page\n    sort: \"-publishedAt\"\n    where: {status: {equals: published}}\n  ) {\n    totalPages\n    docs {\n      ...BlogCard\n    }\n  }\n}": types.BlogPageDocument,
    "query HomeCatalogue {\n  Albums(limit: 6, sort: \"-releaseDate\") {\n    docs {\n      ...AlbumCard\n    }\n    totalDocs\n  }\n  countArtists {\n    totalDocs\n  }\n}": types.HomeCatalogueDocument,
    "query LandingPage {\n  Albums(limit: 4, sort: \"-releaseDate\") {\n    docs {\n      ...AlbumCard\n    }\n    totalDocs\n  }\n  Artists(limit: 3, sort: \"createdAt\") {\n    docs {\n      ...ArtistCard\n    }\n    totalDocs\n  }\n}": types.LandingPageDocument,
    "query PublishedPosts {\n  BlogPosts(\n    pagination: false\n    sort: \"-publishedAt\"\n    where: {status: {equals: published}}\n  ) {\n    docs {\n      ...BlogCard\n    }\n  }\n}": types.PublishedPostsDocument,
    "query SitemapAlbums {\n  Albums(pagination: false, sort: \"-releaseDate\") {\n    docs {\n      slug\n      updatedAt\n    }\n  }\n}": types.SitemapAlbumsDocument,
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
export function gql(source: "fragment AlbumCard on Album {\n  id\n  title\n  slug\n  featuredArtist\n  description\n  coverImageUrl\n  spotifyUrl\n  releaseDate\n  artist {\n    id\n    name\n  }\n}"): (typeof documents)["fragment AlbumCard on Album {\n  id\n  title\n  slug\n  featuredArtist\n  description\n  coverImageUrl\n  spotifyUrl\n  releaseDate\n  artist {\n    id\n    name\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment ArtistCard on Artist {\n  id\n  name\n  description\n  modelVersion\n  profileImageUrl\n  spotifyUrl\n}"): (typeof documents)["fragment ArtistCard on Artist {\n  id\n  name\n  description\n  modelVersion\n  profileImageUrl\n  spotifyUrl\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment BlogCard on BlogPost {\n  id\n  title\n  slug\n  excerpt\n  coverImageUrl\n  status\n  publishedAt\n  authorName\n}"): (typeof documents)["fragment BlogCard on BlogPost {\n  id\n  title\n  slug\n  excerpt\n  coverImageUrl\n  status\n  publishedAt\n  authorName\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AlbumPage($slug: String!) {\n  Albums(limit: 1, where: {slug: {equals: $slug}}) {\n    docs {\n      ...AlbumCard\n    }\n  }\n}"): (typeof documents)["query AlbumPage($slug: String!) {\n  Albums(limit: 1, where: {slug: {equals: $slug}}) {\n    docs {\n      ...AlbumCard\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AlbumsPage($limit: Int!, $page: Int!) {\n  Albums(limit: $limit, page: $page, sort: \"-releaseDate\") {\n    docs {\n      ...AlbumCard\n    }\n    totalDocs\n    totalPages\n  }\n}"): (typeof documents)["query AlbumsPage($limit: Int!, $page: Int!) {\n  Albums(limit: $limit, page: $page, sort: \"-releaseDate\") {\n    docs {\n      ...AlbumCard\n    }\n    totalDocs\n    totalPages\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query Article($slug: String!) {\n  BlogPosts(\n    limit: 1\n    where: {AND: [{status: {equals: published}}, {slug: {equals: $slug}}]}\n  ) {\n    docs {\n      ...BlogCard\n      content\n    }\n  }\n}"): (typeof documents)["query Article($slug: String!) {\n  BlogPosts(\n    limit: 1\n    where: {AND: [{status: {equals: published}}, {slug: {equals: $slug}}]}\n  ) {\n    docs {\n      ...BlogCard\n      content\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ArtistAlbums($artist: JSON!, $exclude: Int!, $limit: Int!) {\n  Albums(\n    limit: $limit\n    sort: \"-releaseDate\"\n    where: {AND: [{artist: {equals: $artist}}, {id: {not_equals: $exclude}}]}\n  ) {\n    docs {\n      ...AlbumCard\n    }\n  }\n}"): (typeof documents)["query ArtistAlbums($artist: JSON!, $exclude: Int!, $limit: Int!) {\n  Albums(\n    limit: $limit\n    sort: \"-releaseDate\"\n    where: {AND: [{artist: {equals: $artist}}, {id: {not_equals: $exclude}}]}\n  ) {\n    docs {\n      ...AlbumCard\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ArtistsPage {\n  Albums(pagination: false, sort: \"-releaseDate\") {\n    docs {\n      ...AlbumCard\n    }\n  }\n  Artists(pagination: false, sort: \"createdAt\") {\n    docs {\n      ...ArtistCard\n    }\n  }\n}"): (typeof documents)["query ArtistsPage {\n  Albums(pagination: false, sort: \"-releaseDate\") {\n    docs {\n      ...AlbumCard\n    }\n  }\n  Artists(pagination: false, sort: \"createdAt\") {\n    docs {\n      ...ArtistCard\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query BlogPage($limit: Int!, $page: Int!) {\n  BlogPosts(\n    limit: $limit\n    page: $page\n    sort: \"-publishedAt\"\n    where: {status: {equals: published}}\n  ) {\n    totalPages\n    docs {\n      ...BlogCard\n    }\n  }\n}"): (typeof documents)["query BlogPage($limit: Int!, $page: Int!) {\n  BlogPosts(\n    limit: $limit\n    page: $page\n    sort: \"-publishedAt\"\n    where: {status: {equals: published}}\n  ) {\n    totalPages\n    docs {\n      ...BlogCard\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query HomeCatalogue {\n  Albums(limit: 6, sort: \"-releaseDate\") {\n    docs {\n      ...AlbumCard\n    }\n    totalDocs\n  }\n  countArtists {\n    totalDocs\n  }\n}"): (typeof documents)["query HomeCatalogue {\n  Albums(limit: 6, sort: \"-releaseDate\") {\n    docs {\n      ...AlbumCard\n    }\n    totalDocs\n  }\n  countArtists {\n    totalDocs\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query LandingPage {\n  Albums(limit: 4, sort: \"-releaseDate\") {\n    docs {\n      ...AlbumCard\n    }\n    totalDocs\n  }\n  Artists(limit: 3, sort: \"createdAt\") {\n    docs {\n      ...ArtistCard\n    }\n    totalDocs\n  }\n}"): (typeof documents)["query LandingPage {\n  Albums(limit: 4, sort: \"-releaseDate\") {\n    docs {\n      ...AlbumCard\n    }\n    totalDocs\n  }\n  Artists(limit: 3, sort: \"createdAt\") {\n    docs {\n      ...ArtistCard\n    }\n    totalDocs\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query PublishedPosts {\n  BlogPosts(\n    pagination: false\n    sort: \"-publishedAt\"\n    where: {status: {equals: published}}\n  ) {\n    docs {\n      ...BlogCard\n    }\n  }\n}"): (typeof documents)["query PublishedPosts {\n  BlogPosts(\n    pagination: false\n    sort: \"-publishedAt\"\n    where: {status: {equals: published}}\n  ) {\n    docs {\n      ...BlogCard\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SitemapAlbums {\n  Albums(pagination: false, sort: \"-releaseDate\") {\n    docs {\n      slug\n      updatedAt\n    }\n  }\n}"): (typeof documents)["query SitemapAlbums {\n  Albums(pagination: false, sort: \"-releaseDate\") {\n    docs {\n      slug\n      updatedAt\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SitemapPosts {\n  BlogPosts(\n    pagination: false\n    sort: \"-publishedAt\"\n    where: {status: {equals: published}}\n  ) {\n    docs {\n      slug\n      updatedAt\n    }\n  }\n}"): (typeof documents)["query SitemapPosts {\n  BlogPosts(\n    pagination: false\n    sort: \"-publishedAt\"\n    where: {status: {equals: published}}\n  ) {\n    docs {\n      slug\n      updatedAt\n    }\n  }\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;