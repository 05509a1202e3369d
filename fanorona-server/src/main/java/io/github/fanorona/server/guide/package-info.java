/**
 * How to play, and the club's pages about the game: the guide's pictures ({@link
 * io.github.fanorona.server.guide.GuidePictures}) and the four pages "About", "Rules", "Examples"
 * and "Strategy" with theirs ({@link io.github.fanorona.server.guide.ClubPages}, {@link
 * io.github.fanorona.server.guide.ClubPictures}), every picture drawn by the library from real
 * positions.
 */
@NullMarked
package io.github.fanorona.server.guide;

import org.jspecify.annotations.NullMarked;
