"""What the front ends show, shared by all of them: the library API's values turned into text and pictures
(the timeline as a terminal chart and an HTML page). Nothing here parses a command line or speaks a protocol."""
